// What a check-in admitted: a ticket or a membership card. Declared here because both a check-in
// (lib/domain/check-ins) and the end of its visit (lib/domain/occupancy, which check-ins stand on) say it.
export const checkInKinds = ["TICKET", "MEMBERSHIP"] as const;
