import {
  createLocationOperation,
  deleteLocationOperation,
  getLocationOperation,
  listLocationsOperation,
  updateLocationOperation,
} from "@/lib/domain/locations/location-operations";
import {
  createCustomerOperation,
  deleteCustomerOperation,
  eraseCustomerOperation,
  getCustomerOperation,
  customerMembershipsOperation,
  searchCustomersOperation,
  updateCustomerOperation,
} from "@/lib/domain/customers/customer-operations";
import {
  cancelMembershipOperation,
  createMembershipOperation,
  deleteMembershipOperation,
  getMembershipOperation,
  updateMembershipOperation,
  verifyMembershipQrOperation,
} from "@/lib/domain/memberships/membership-operations";
import { sendCancelSubscriptionEmailOperation, sendMembershipEmailOperation } from "@/lib/domain/membership-emails/membership-email-operations";
import {
  createEventOperation,
  deleteEventOperation,
  getEventOperation,
  listEventsOperation,
  updateEventOperation,
} from "@/lib/domain/events/event-operations";
import type { Operation } from "@/lib/domain/operations/operation";
import { visitsReportOperation } from "@/lib/domain/reports/visit-report-operation";
import { salesSummaryOperation } from "@/lib/domain/sales/sales-summary-operation";
import { dayCapacityOperation } from "@/lib/domain/time-slots/day-capacity-operation";
import { slotAttendanceOperation } from "@/lib/domain/check-ins/slot-attendance-operation";
import { checkInVisitorOperation, listCheckInsOperation } from "@/lib/domain/check-ins/check-in-operations";
import { checkOutVisitorOperation, occupancyNowOperation } from "@/lib/domain/occupancy/occupancy-operations";
import { holdOrderOperation, sellTicketsOperation } from "@/lib/domain/orders/sale-operations";
import { getOrderOperation, listOrdersOperation } from "@/lib/domain/orders/order-reading-operations";
import {
  cancelOrderOperation,
  confirmOrderOperation,
  extendOrderOperation,
  sendOrderTicketsOperation,
  voidTicketOperation,
} from "@/lib/domain/orders/order-operations";
import {
  createTicketTypeOperation,
  deleteTicketTypeOperation,
  getTicketTypeOperation,
  listTicketTypesOperation,
  updateTicketTypeOperation,
} from "@/lib/domain/ticket-types/ticket-type-operations";
import { createScheduleOperation, previewScheduleOperation } from "@/lib/domain/schedules/schedule-operations";
import {
  closeDaysOperation,
  createTimeSlotOperation,
  deleteTimeSlotOperation,
  getTimeSlotOperation,
  listTimeSlotsOperation,
  updateTimeSlotOperation,
} from "@/lib/domain/time-slots/time-slot-operations";

// The operation catalog (docs/architecture.md, "The operation catalog"): every staff task declared with
// defineOperation, in the order an assistant is shown them. Putting one here puts it on the staff tool
// server (lib/mcp/create-server.ts); the consent page's list of what an assistant may do is not made
// from it yet (lib/i18n/messages/*/connect.json).

export const operationCatalog: readonly Operation[] = [
  listLocationsOperation,
  getLocationOperation,
  createLocationOperation,
  updateLocationOperation,
  deleteLocationOperation,
  searchCustomersOperation,
  getCustomerOperation,
  customerMembershipsOperation,
  createCustomerOperation,
  updateCustomerOperation,
  deleteCustomerOperation,
  eraseCustomerOperation,
  getMembershipOperation,
  createMembershipOperation,
  updateMembershipOperation,
  cancelMembershipOperation,
  deleteMembershipOperation,
  sendMembershipEmailOperation,
  sendCancelSubscriptionEmailOperation,
  verifyMembershipQrOperation,
  listEventsOperation,
  getEventOperation,
  createEventOperation,
  updateEventOperation,
  deleteEventOperation,
  listTicketTypesOperation,
  getTicketTypeOperation,
  createTicketTypeOperation,
  updateTicketTypeOperation,
  deleteTicketTypeOperation,
  listTimeSlotsOperation,
  dayCapacityOperation,
  slotAttendanceOperation,
  getTimeSlotOperation,
  createTimeSlotOperation,
  updateTimeSlotOperation,
  deleteTimeSlotOperation,
  previewScheduleOperation,
  createScheduleOperation,
  closeDaysOperation,
  listOrdersOperation,
  getOrderOperation,
  sellTicketsOperation,
  holdOrderOperation,
  confirmOrderOperation,
  cancelOrderOperation,
  extendOrderOperation,
  sendOrderTicketsOperation,
  voidTicketOperation,
  checkInVisitorOperation,
  checkOutVisitorOperation,
  occupancyNowOperation,
  listCheckInsOperation,
  visitsReportOperation,
  salesSummaryOperation,
];
