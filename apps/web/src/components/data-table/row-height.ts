/**
 * The height of a body row: xs vertical spacing and one line of small text. Skeleton rows take
 * it too, so rows that replace them move nothing (CLS), and the virtualiser estimates with it.
 */
export const ROW_HEIGHT = 41;
