import { describe, expect, it } from "vitest";
import { customerErrors, customerInput, fieldText, fieldWords, type CustomFieldDefinition, type CustomerFormValues } from "./customer-form";

const definitions: CustomFieldDefinition[] = [
  { key: "shoe_size", label: "Shoe size", type: "number" },
  { key: "newsletter", label: "Newsletter", type: "boolean" },
  { key: "birthday", label: "Birthday", type: "date" },
  { key: "tags", label: "Tags", type: "list" },
  { key: "artist", label: "Favourite artist", type: "string" },
];

const values = (change: Partial<CustomerFormValues> = {}): CustomerFormValues => ({
  name: "Anna Berger",
  email: "",
  memberNumber: "",
  language: "de",
  customFields: { shoe_size: "", newsletter: "", birthday: "", tags: "", artist: "" },
  ...change,
});

describe("the customer form", () => {
  it("leaves empty fields out of a new customer and sends each type as the API takes it", () => {
    expect(customerInput(values(), definitions, true)).toEqual({ input: { name: "Anna Berger", language: "de", customFields: {} } });
    const filled = values({ email: " anna@example.org ", customFields: { shoe_size: "38,5", newsletter: "yes", birthday: "1990-04-01", tags: "friends, , patrons", artist: "Turner" } });
    expect(customerInput(filled, definitions, true)).toEqual({
      input: {
        name: "Anna Berger",
        email: "anna@example.org",
        language: "de",
        customFields: { shoe_size: 38.5, newsletter: true, birthday: "1990-04-01T00:00:00.000Z", tags: ["friends", "patrons"], artist: "Turner" },
      },
    });
  });

  it("clears emptied fields of an existing customer with null", () => {
    expect(customerInput(values(), definitions, false)).toEqual({
      input: { name: "Anna Berger", email: null, memberNumber: null, language: "de", customFields: { shoe_size: null, newsletter: null, birthday: null, tags: null, artist: null } },
    });
  });

  it("says what is wrong per field in people's words", () => {
    const checked = customerInput(values({ name: "  ", email: "anna at example", customFields: { shoe_size: "large", newsletter: "", birthday: "", tags: "", artist: "" } }), definitions, true);
    expect(checked).toEqual({
      errors: {
        name: "Enter the customer's name.",
        email: "Enter an email address like name@example.org, or leave it empty.",
        "customFields.shoe_size": "Enter a number, like 42 or 3.5.",
      },
    });
  });

  it("words the server's details for the same fields, and a member number in use", () => {
    const errors = customerErrors(
      [
        { path: "input.name", message: "Too small: expected string to have >=1 characters" },
        { path: "customFields.birthday", message: "Expected a date value: Invalid ISO datetime." },
        { path: "memberNumber", message: "Already used in this museum." },
      ],
      definitions,
    );
    expect(errors).toEqual({ name: "Enter the customer's name.", "customFields.birthday": "Enter a date.", memberNumber: "Another customer already has this member number." });
  });

  it("shows stored values as words and as the form's text", () => {
    expect(fieldWords("boolean", true)).toBe("Yes");
    expect(fieldWords("boolean", false)).toBe("No");
    expect(fieldWords("boolean", true, { yes: "Ja", no: "Nein" })).toBe("Ja");
    expect(fieldWords("date", "1990-04-01T00:00:00.000Z", { yes: "Ja", no: "Nein", locale: "de-DE" })).toBe("01.04.1990");
    expect(fieldWords("list", ["a", "b"])).toBe("a, b");
    expect(fieldWords("number", undefined)).toBe("—");
    expect(fieldText("date", "1990-04-01T00:00:00.000Z")).toBe("1990-04-01");
    expect(fieldText("boolean", false)).toBe("no");
    expect(fieldText("list", ["a", "b"])).toBe("a, b");
  });

  it("reads and shows a number field as the page's language writes numbers", () => {
    const shoeSize = (text: string, locale: string) => {
      const checked = customerInput(values({ customFields: { shoe_size: text } }), definitions, true, undefined, locale);
      return "input" in checked ? (checked.input.customFields as Record<string, unknown>).shoe_size : checked.errors;
    };
    expect(shoeSize("1.080,5", "de")).toBe(1080.5);
    expect(shoeSize("42,5", "de")).toBe(42.5);
    expect(shoeSize("1,080.5", "en")).toBe(1080.5);
    expect(shoeSize("42.5", "en")).toBe(42.5);
    expect(shoeSize("viel", "de")).toEqual({ "customFields.shoe_size": "Enter a number, like 42 or 3.5." });
    expect(fieldText("number", 1080.5, "de")).toBe("1.080,5");
    expect(fieldText("number", 1080.5, "en")).toBe("1,080.5");
    expect(shoeSize(fieldText("number", 1080.5, "de"), "de")).toBe(1080.5);
  });
});
