// The shape of a popup notification, shared by the data layer that makes it and the client popup that
// shows it; it lives outside lib/content so that browser code never imports the data layer.

/** A popup notification as the home page sees it. */
export interface Notification {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  attachmentUrl: string | null;
  url: string | null;
}
