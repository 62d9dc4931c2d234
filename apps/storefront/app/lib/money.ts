// The one money formatter lives in contracts (decision 056); it writes each site's currency without
// Intl, which keeps ICU's number data out of hydration (decision 009).
export { formatDistance, formatMoney, formatTenths, searchRadiusKm } from '@ridgeline/contracts';
