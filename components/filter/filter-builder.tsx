"use client";

import { useTranslations } from "use-intl";
import { useEffect, useRef } from "react";
import { MAX_GROUP_DEPTH, mapNode, newCondition, newGroup, removeNode, type FilterGroup, type FilterNode, type SchemaField } from "@/lib/dashboard/filter-tree";
import { ConditionRow } from "./condition-row";
import styles from "./filter.module.css";

interface BuilderProps {
  value: FilterGroup;
  onChange: (root: FilterGroup) => void;
  fields: Map<string, SchemaField>;
  fieldGroups: { label: string; fields: SchemaField[] }[];
  /** The field a new condition starts on (the record's name). */
  defaultField: SchemaField | undefined;
}

/**
 * The visual filter builder: conditions and nested AND/OR groups, edited in place. Focus follows the
 * keyboard: a new condition or group takes it on its first control, and a removed one hands it to
 * what came next in its group, or else to that group's "+ Condition".
 */
export function FilterBuilder({ value, onChange, fields, fieldGroups, defaultField }: BuilderProps) {
  const t = useTranslations("FilterBuilder");
  const container = useRef<HTMLDivElement>(null);
  // Where focus goes once the change is on screen, as a selector within the builder. The change
  // reaches the screen through the page's address, so other renders may come before it:
  // the target waits for the render that has it.
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    if (!focusTarget.current) return;
    const target = container.current?.querySelector<HTMLElement>(focusTarget.current);
    if (!target) return;
    target.focus();
    focusTarget.current = null;
  });

  const update = (id: string, change: (node: FilterNode) => FilterNode) => onChange(mapNode(value, id, change) as FilterGroup);
  const add = (groupId: string, node: FilterNode) => {
    update(groupId, (group) => (group.kind === "group" ? { ...group, children: [...group.children, node] } : group));
    focusTarget.current = `[data-node-id="${node.id}"] [data-first-control]`;
  };
  const remove = (group: FilterGroup, id: string) => {
    const index = group.children.findIndex((child) => child.id === id);
    const next = group.children[index + 1];
    onChange(removeNode(value, id));
    focusTarget.current = next ? `[data-node-id="${next.id}"] [data-first-control]` : `[data-add-condition="${group.id}"]`;
  };

  function renderGroup(group: FilterGroup, parent: FilterGroup | null, position: string, depth: number) {
    const name = position ? t("groupName", { position }) : t("allConditions");
    return (
      <div className={styles.group} data-root={position === ""} data-node-id={group.id} role="group" aria-label={position ? t("groupLabel", { position }) : t("rootLabel")}>
        <div className={styles.groupHeader}>
          <div className={styles.match}>
            <span>{t("match")}</span>
            <select
              className={`select ${styles.matchSelect}`}
              data-first-control
              aria-label={t("matchLabel", { name })}
              value={group.operator}
              onChange={(event) => update(group.id, (node) => ({ ...node, operator: event.target.value as "AND" | "OR" }))}
            >
              <option value="AND">{t("all")}</option>
              <option value="OR">{t("any")}</option>
            </select>
            <span>{t("ofThese")}</span>
          </div>
          {parent ? (
            <button className="button button-small button-ghost" type="button" onClick={() => remove(parent, group.id)} aria-label={t("removeGroupLabel", { position })}>
              {t("removeGroup")}
            </button>
          ) : null}
        </div>
        {group.children.length === 0 ? <p className="muted small">{t("noConditions")}</p> : null}
        <ol className={styles.children}>
          {group.children.map((child, index) => {
            const childPosition = position ? `${position}.${index + 1}` : String(index + 1);
            return (
              <li key={child.id}>
                {child.kind === "group" ? (
                  renderGroup(child, group, childPosition, depth + 1)
                ) : (
                  <ConditionRow
                    condition={child}
                    position={childPosition}
                    fields={fields}
                    fieldGroups={fieldGroups}
                    onChange={(next) => update(child.id, () => next)}
                    onRemove={() => remove(group, child.id)}
                  />
                )}
              </li>
            );
          })}
        </ol>
        <div className="cluster">
          <button
            className="button button-small"
            type="button"
            data-add-condition={group.id}
            disabled={!defaultField}
            onClick={() => add(group.id, newCondition(defaultField))}
            aria-label={t("addConditionLabel", { name })}
          >
            {t("addCondition")}
          </button>
          <button
            className="button button-small"
            type="button"
            disabled={!defaultField || depth >= MAX_GROUP_DEPTH}
            onClick={() => add(group.id, newGroup(group.operator === "AND" ? "OR" : "AND", defaultField))}
            aria-label={t("addGroupLabel", { name })}
          >
            {t("addGroup")}
          </button>
        </div>
      </div>
    );
  }

  return <div ref={container}>{renderGroup(value, null, "", 1)}</div>;
}
