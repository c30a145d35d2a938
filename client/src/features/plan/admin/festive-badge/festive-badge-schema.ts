export interface FestiveBadgeValues {
  text: string;
  color: string;
}
