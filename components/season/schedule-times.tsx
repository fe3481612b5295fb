import { useTranslations } from "use-intl";
import { TimeInput } from "@/components/forms/locale-date-inputs";
import { Field } from "@/components/forms/field";
import styles from "./season.module.css";

export interface TimesValues {
  /** Start times listed, or a start every so many minutes. */
  mode: "times" | "every";
  times: string;
  everyMinutes: string;
  everyFrom: string;
  everyTo: string;
}

/** A schedule's start times on each day: listed (10:00, 14:30) or every N minutes from one time to another. */
export function ScheduleTimes({ values, onChange, errorAt }: { values: TimesValues; onChange: (next: Partial<TimesValues>) => void; errorAt: (name: string) => string | undefined }) {
  const t = useTranslations("ScheduleForm");
  return (
    <div className="stack-tight">
      <fieldset className={styles.mode}>
        <legend>{t("whenStart")}</legend>
        <label className="checkbox">
          <input type="radio" name="schedule-mode" checked={values.mode === "times"} onChange={() => onChange({ mode: "times" })} />
          {t("atSetTimes")}
        </label>
        <label className="checkbox">
          <input type="radio" name="schedule-mode" checked={values.mode === "every"} onChange={() => onChange({ mode: "every" })} />
          {t("everyFew")}
        </label>
      </fieldset>
      {values.mode === "times" ? (
        <Field id="schedule-times" label={t("startTimes")} hint={t("startTimesHint")} error={errorAt("times")}>
          {(control) => <input {...control} className="input" value={values.times} onChange={(event) => onChange({ times: event.target.value })} />}
        </Field>
      ) : (
        <div className="form-grid">
          <Field id="schedule-every" label={t("every")} error={errorAt("every.minutes") ?? errorAt("times")}>
            {(control) => <input {...control} className="input" inputMode="numeric" value={values.everyMinutes} onChange={(event) => onChange({ everyMinutes: event.target.value })} />}
          </Field>
          <Field id="schedule-every-from" label={t("firstStart")} error={errorAt("every.from")}>
            {(control) => <TimeInput {...control} value={values.everyFrom} onValue={(everyFrom) => onChange({ everyFrom })} />}
          </Field>
          <Field id="schedule-every-to" label={t("lastStart")} hint={t("lastStartHint")} error={errorAt("every.to")}>
            {(control) => <TimeInput {...control} value={values.everyTo} onValue={(everyTo) => onChange({ everyTo })} />}
          </Field>
        </div>
      )}
    </div>
  );
}
