import { createTcHandler } from '@/lib/tc/handler';

// Every request reaches the vendor and carries personal data: never cached or prerendered.
export const dynamic = 'force-dynamic';

const handle = createTcHandler();

export const POST = handle;
// The handler itself answers the other methods with 405 and Allow: POST.
export const GET = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
