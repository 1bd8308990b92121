const SAST_MOMENT = new Intl.DateTimeFormat('en-ZA', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Johannesburg',
});

/** A moment as people read it in documents, South African time: `23 Nov 2026, 22:10`. */
export function johannesburgMoment(moment: Date | string): string {
  return SAST_MOMENT.format(new Date(moment));
}
