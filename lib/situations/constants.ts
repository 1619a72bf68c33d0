/** Codes of the situations module (issue 11). Client-safe. */

/** Codebook CooperatorType: a contractor (Izvođač) and a subcontractor (Podizvođač). */
export const COOPERATOR_TYPE_CONTRACTOR = 501;
export const COOPERATOR_TYPE_SUBCONTRACTOR = 502;
