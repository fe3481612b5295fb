import { redirect } from "next/navigation";

export default async function MuseumHome({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  redirect(`/museums/${museumId}/today`);
}
