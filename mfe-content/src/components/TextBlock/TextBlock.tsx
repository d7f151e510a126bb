/** The body of one section of long-form text: its paragraphs, then an optional bullet list. */
export interface TextBlockContent {
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** Renders a section body of the legal pages and the blog article the same way. */
export function TextBlock({ content: { paragraphs, list } }: { content: TextBlockContent }) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {list ? (
        <ul>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
