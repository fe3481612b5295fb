"use client";

export { default } from "@/app/(dashboard)/museums/[museumId]/error";
