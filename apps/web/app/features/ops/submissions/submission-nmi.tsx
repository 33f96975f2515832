import type { NmiRequest } from "@maison/contracts/selling";
import { formatOpsTime } from "../orders/ops-order-labels.ts";

/** Every time pricing asked the seller for more, newest first: the note, each question and its answer, each photo set and its photos. */
export function SubmissionNmiHistory({ requests }: { requests: readonly NmiRequest[] }) {
  if (requests.length === 0) return null;
  const newestFirst = [...requests].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <section className="ops-panel" aria-labelledby="submission-nmi-title">
      <h2 className="order-section-title" id="submission-nmi-title">
        Questions to the seller
      </h2>
      <ol className="submission-nmi-list">
        {newestFirst.map((request) => (
          <li key={request.id} className="submission-nmi">
            <p className="submission-nmi-head">
              <span className={`ops-state submission-nmi-${request.state}`}>{request.state === "open" ? "Waiting for answers" : "Answered"}</span>
              <span>Asked {formatOpsTime(request.created_at)}</span>
            </p>
            {request.note ? <p className="submission-words">“{request.note}”</p> : null}
            {request.questions.length > 0 ? (
              <dl className="piece-facts submission-nmi-answers">
                {request.questions.map((q) => (
                  <div key={q.id}>
                    <dt>{q.question}</dt>
                    <dd>{q.answer ?? <span className="ops-empty">No answer yet</span>}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {request.photo_sets.map((set) => (
              <div key={set.id} className="submission-nmi-set">
                <h3 className="submission-subtitle">{set.label}</h3>
                {set.photos.length === 0 ? (
                  <p className="ops-empty">No photos yet.</p>
                ) : (
                  <ul className="submission-nmi-photos" aria-label={`Photos: ${set.label}`}>
                    {set.photos.map((photo, index) => (
                      <li key={photo.key}>
                        <a href={photo.url.replace("/images/medium/", "/images/big/")}>
                          <img src={photo.url} alt={`${set.label}, photo ${index + 1} of ${set.photos.length}`} width={photo.width} height={photo.height} loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
