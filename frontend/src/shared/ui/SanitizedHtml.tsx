//! Rich text the server sanitized when it was saved (opinions): no scripts, event handlers or
//! javascript: links, only the editor's styles, so it is rendered as it is.
import { Typography } from '@mantine/core';

export function SanitizedHtml({ html }: { html: string }) {
  return (
    <Typography>
      <div data-testid="opinion-html" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
