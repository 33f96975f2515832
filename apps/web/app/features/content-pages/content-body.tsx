import { contentBlocks } from "@maison/domain/content/content-entry";

/** What staff wrote: paragraphs, and "## " lines as headings. */
export function ContentBody({ body }: { body: string }) {
  return (
    <div className="content-body">
      {contentBlocks(body).map((block, i) =>
        block.kind === "heading" ? (
          <h2 key={i} className="content-heading">
            {block.text}
          </h2>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}
