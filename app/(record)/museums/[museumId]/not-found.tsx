import { RecordNotFound } from "@/components/shell/record-not-found";

export default function MuseumRecordNotFound() {
  return <RecordNotFound />;
}
