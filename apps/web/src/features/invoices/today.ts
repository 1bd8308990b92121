/** Today as a calendar day in South Africa (the business's day, whatever the browser's zone). */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(now);
}
