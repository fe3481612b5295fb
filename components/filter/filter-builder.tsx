"use client";

import { MAX_GROUP_DEPTH, mapNode, newCondition, newGroup, removeNode, type FilterGroup, type FilterNode, type SchemaField } from "@/lib/dashboard/filter-tree";
import { ConditionRow } from "./condition-row";
import styles from "./filter.module.css";

interface BuilderProps {
  value: FilterGroup;
  onChange: (root: FilterGroup) => void;
  fields: Map<string, SchemaField>;
  fieldGroups: { label: string; fields: SchemaField[] }[];
}

/** The visual filter builder: conditions and nested AND/OR groups, edited in place. */
export function FilterBuilder({ value, onChange, fields, fieldGroups }: BuilderProps) {
  const firstField = fieldGroups[0]?.fields[0];
  const update = (id: string, change: (node: FilterNode) => FilterNode) => onChange(mapNode(value, id, change) as FilterGroup);
  const remove = (id: string) => onChange(removeNode(value, id));
  const add = (groupId: string, node: FilterNode) => update(groupId, (group) => (group.kind === "group" ? { ...group, children: [...group.children, node] } : group));

  function renderGroup(group: FilterGroup, position: string, depth: number) {
    const name = position ? `group ${position}` : "all conditions";
    return (
      <div className={styles.group} data-root={position === ""} role="group" aria-label={position ? `Group ${position}` : "Filter"}>
        <div className={styles.groupHeader}>
          <div className={styles.match}>
            <span>Match </span>
            <select
              className={`select ${styles.matchSelect}`}
              aria-label={`Match all or any of ${name}`}
              value={group.operator}
              onChange={(event) => update(group.id, (node) => ({ ...node, operator: event.target.value as "AND" | "OR" }))}
            >
              <option value="AND">all</option>
              <option value="OR">any</option>
            </select>
            <span> of these conditions</span>
          </div>
          {position ? (
            <button className="button button-small button-ghost" type="button" onClick={() => remove(group.id)} aria-label={`Remove group ${position}`}>
              Remove group
            </button>
          ) : null}
        </div>
        {group.children.length === 0 ? <p className="muted small">No conditions: every record matches.</p> : null}
        <ol className={styles.children}>
          {group.children.map((child, index) => {
            const childPosition = position ? `${position}.${index + 1}` : String(index + 1);
            return (
              <li key={child.id}>
                {child.kind === "group" ? (
                  renderGroup(child, childPosition, depth + 1)
                ) : (
                  <ConditionRow
                    condition={child}
                    position={childPosition}
                    fields={fields}
                    fieldGroups={fieldGroups}
                    onChange={(next) => update(child.id, () => next)}
                    onRemove={() => remove(child.id)}
                  />
                )}
              </li>
            );
          })}
        </ol>
        <div className="cluster">
          <button className="button button-small" type="button" disabled={!firstField} onClick={() => add(group.id, newCondition(firstField))} aria-label={`Add a condition to ${name}`}>
            + Condition
          </button>
          <button
            className="button button-small"
            type="button"
            disabled={!firstField || depth >= MAX_GROUP_DEPTH}
            onClick={() => add(group.id, newGroup(group.operator === "AND" ? "OR" : "AND", firstField))}
            aria-label={`Add a group to ${name}`}
          >
            + Group
          </button>
        </div>
      </div>
    );
  }

  return renderGroup(value, "", 1);
}
