"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { wholeNumber } from "@/lib/dashboard/form-values";
import { TimeZoneOptions } from "@/components/common/time-zone-options";
import { Field, FormStatus } from "@/components/forms/field";
import { useCheckedSave } from "@/components/forms/use-checked-save";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { unplacedErrors } from "@/lib/dashboard/field-errors";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { updateMuseumSettingsInput, walkInMemberRules, type MembershipAdmissionRule, type WalkInMembers } from "@/lib/domain/museums/museum-settings-schemas";
import { languageChoices } from "@/lib/i18n/language-names";
import { dashboardLanguages, type DashboardLanguage } from "@/lib/i18n/languages";
import { isTimeZone, zoneInWords } from "@/lib/i18n/zone-words";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";

interface Settings {
  id: string;
  name: string;
  slug: string;
  defaultCurrency: string;
  timezone: string;
  membershipAdmission: MembershipAdmissionRule;
  walkInMembers: WalkInMembers;
  groupReleaseHours: number;
  orderDetailsRetentionDays: number;
  defaultLanguage: DashboardLanguage;
}

/** The admission rule in the words the door staff use (their catalogue keys). */
const ADMISSION_CHOICES: { rule: MembershipAdmissionRule; label: "everyVisit" | "onceADay" }[] = [
  { rule: "EVERY_VISIT", label: "everyVisit" },
  { rule: "ONCE_A_DAY", label: "onceADay" },
];

export function MuseumNameForm() {
  const t = useTranslations("MuseumNameForm");
  const museum = useMuseum();
  const settings = useQuery({ queryKey: museumKeys.settings(museum.id), queryFn: () => dashboardApi<Settings>(museum.id, "settings") });
  if (!settings.data) return <p className="card muted">{t("loading")}</p>;
  return <NameForm settings={settings.data} />;
}

function NameForm({ settings }: { settings: Settings }) {
  const t = useTranslations("MuseumNameForm");
  const displayLocale = useDisplayLocale();
  const personal = useTranslations("PersonalData");
  const museum = useMuseum();
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [name, setName] = useState(settings.name);
  const [timezone, setTimezone] = useState(settings.timezone);
  const [membershipAdmission, setMembershipAdmission] = useState(settings.membershipAdmission);
  const [walkInMembers, setWalkInMembers] = useState(settings.walkInMembers);
  const [retentionDays, setRetentionDays] = useState(String(settings.orderDetailsRetentionDays));
  const [groupReleaseHours, setGroupReleaseHours] = useState(String(settings.groupReleaseHours));
  const [defaultLanguage, setDefaultLanguage] = useState(settings.defaultLanguage);
  const [saved, setSaved] = useState<string | null>(null);
  const { errors, pending, submit } = useCheckedSave({
    schema: updateMuseumSettingsInput,
    names: { name: t("fieldNames.name"), timezone: t("fieldNames.timezone"), membershipAdmission: t("fieldNames.membershipAdmission"), walkInMembers: t("fieldNames.walkInMembers"), groupReleaseHours: t("fieldNames.groupReleaseHours"), orderDetailsRetentionDays: personal("retentionFieldName"), defaultLanguage: t("fieldNames.defaultLanguage") },
    save: (input) => dashboardApi<Settings>(museum.id, "settings", { method: "PATCH", body: input }),
    onSaved: (result) => {
      queryClient.setQueryData(museumKeys.settings(museum.id), result);
      const choice = ADMISSION_CHOICES.find((candidate) => candidate.rule === result.membershipAdmission);
      setSaved(t("saved", { name: result.name, timeZone: zoneInWords(result.timezone, displayLocale), rule: choice ? t(choice.label) : result.membershipAdmission }));
      // The navigation and switcher show the name, and pages read the time zone and default language, from the server.
      router.refresh();
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    // A blank or non-number reaches the schema as NaN, which it refuses with the field's name.
    submit({
      name,
      timezone,
      membershipAdmission,
      walkInMembers,
      defaultLanguage,
      groupReleaseHours: wholeNumber(groupReleaseHours, locale),
      orderDetailsRetentionDays: wholeNumber(retentionDays, locale),
    });
  }

  return (
    <form className="card stack-tight" onSubmit={onSubmit} noValidate aria-labelledby="museum-heading">
      <h2 id="museum-heading">{t("heading")}</h2>
      <fieldset className="stack-tight" disabled={!museum.canAdminister || pending}>
        <div className="form-grid">
          <Field id="museum-name" label={t("name")} hint={t("nameHint")} error={errors.name}>
            {(control) => <input {...control} className="input" value={name} onChange={(event) => setName(event.target.value)} />}
          </Field>
          <Field
            id="museum-timezone"
            label={t("timeZone")}
            hint={isTimeZone(timezone) ? t("timeZoneHint", { zone: zoneInWords(timezone, displayLocale) }) : t("timeZoneHintTyping")}
            error={errors.timezone}
          >
            {(control) => <input {...control} className="input" list="time-zones" value={timezone} onChange={(event) => setTimezone(event.target.value)} />}
          </Field>
          <TimeZoneOptions id="time-zones" locale={displayLocale} />
          <Field
            id="museum-membership-admission"
            label={t("admission")}
            hint={t("admissionHint")}
            error={errors.membershipAdmission}
          >
            {(control) => (
              <select
                {...control}
                className="select"
                value={membershipAdmission}
                onChange={(event) => setMembershipAdmission(event.target.value as MembershipAdmissionRule)}
              >
                {ADMISSION_CHOICES.map((choice) => (
                  <option key={choice.rule} value={choice.rule}>
                    {t(choice.label)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="museum-walk-in-members" label={t("walkIn")} hint={t("walkInHint")} error={errors.walkInMembers}>
            {(control) => (
              <select {...control} className="select" value={walkInMembers} onChange={(event) => setWalkInMembers(event.target.value as WalkInMembers)}>
                {walkInMemberRules.map((rule) => (
                  <option key={rule} value={rule}>
                    {t(`walkInChoices.${rule}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="museum-group-release-hours" label={t("groupRelease")} hint={t("groupReleaseHint")} error={errors.groupReleaseHours}>
            {(control) => <input {...control} className="input" inputMode="numeric" value={groupReleaseHours} onChange={(event) => setGroupReleaseHours(event.target.value)} />}
          </Field>
          <Field id="museum-default-language" label={t("defaultLanguage")} hint={t("defaultLanguageHint")} error={errors.defaultLanguage}>
            {(control) => (
              <select {...control} className="select" value={defaultLanguage} onChange={(event) => setDefaultLanguage(event.target.value as DashboardLanguage)}>
                {languageChoices(dashboardLanguages, locale).map((choice) => (
                  <option key={choice.code} value={choice.code}>
                    {choice.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="museum-order-details-retention" label={personal("retentionLabel")} hint={personal("retentionHint")} error={errors.orderDetailsRetentionDays}>
            {(control) => <input {...control} className="input" inputMode="numeric" value={retentionDays} onChange={(event) => setRetentionDays(event.target.value)} />}
          </Field>
          <div className="field">
            <span className="field-label">{t("slugAndCurrency")}</span>
            <span className="mono">
              {settings.slug} · {settings.defaultCurrency}
            </span>
            <span className="field-hint">{t("fixed")}</span>
          </div>
        </div>
        <FormStatus error={unplacedErrors(errors, ["name", "timezone", "membershipAdmission", "walkInMembers", "groupReleaseHours", "orderDetailsRetentionDays", "defaultLanguage"])} saved={saved} />
        {museum.canAdminister ? (
          <div className="form-actions">
            <button className="button button-primary" type="submit">
              {pending ? t("saving") : t("save")}
            </button>
          </div>
        ) : (
          <p className="muted small">{t("adminsOnly")}</p>
        )}
      </fieldset>
    </form>
  );
}
