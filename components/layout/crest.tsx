import type { SVGProps } from 'react';

interface CrestProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'> {
  /** The initials on the crest's scroll; omitted at favicon sizes where letters cannot be read. */
  initials?: string;
}

/**
 * The school crest: a navy shield edged in gold, a gold cross in the chief above an open book, and the
 * initials on a scroll. Decorative by default (the school's name always stands next to it); pass
 * `role="img"` and `aria-label` where it stands alone. public/logo.svg is this markup, rendered.
 */
export function Crest({ initials, ...props }: CrestProps) {
  return (
    <svg viewBox="0 0 120 140" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M60 4 110 18v50c0 34-21 56-50 68C31 124 10 102 10 68V18Z"
        fill="#14306e"
        stroke="#f2b84b"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M60 13 102 25v20H18V25Z" fill="#0f1f45" />
      <path d="M18 45h84" stroke="#f2b84b" strokeWidth="2.5" />
      <path d="M56 15h8v6.5h10v7.5H64V43h-8V29H46v-7.5h10Z" fill="#f2b84b" />
      <path d="M24 62c13-6 25-5 34 2v36c-9-7-21-8-34-2Z" fill="#fdf8ec" />
      <path d="M96 62c-13-6-25-5-34 2v36c9-7 21-8 34-2Z" fill="#fdf8ec" />
      <path d="M60 64v36" stroke="#c08322" strokeWidth="2.5" />
      <path
        d="M31 72c8-3 15-3 21 0M31 80c8-3 15-3 21 0M31 88c8-3 15-3 21 0M89 72c-8-3-15-3-21 0M89 80c-8-3-15-3-21 0M89 88c-8-3-15-3-21 0"
        fill="none"
        stroke="#9aafd9"
        strokeWidth="2"
        strokeLinecap="round"
      />
      {initials ? (
        <>
          <path d="M4 106h112l-8 10 8 10H4l8-10Z" fill="#f2b84b" stroke="#8a5a0b" strokeWidth="1.5" />
          <text
            x="60"
            y="121"
            textAnchor="middle"
            fill="#0f1f45"
            fontFamily="Georgia, 'Times New Roman', serif"
            fontSize="15"
            fontWeight="700"
            letterSpacing="3"
          >
            {initials}
          </text>
        </>
      ) : null}
    </svg>
  );
}
