import { describe, expect, it } from "vitest";
import { cleanCompanyName } from "./clean-company-name";

describe("cleanCompanyName", () => {
  it.each([
    ["Walt Disney Company (The) Common Stock", "The Walt Disney Company"],
    ["Apple Inc. Common Stock", "Apple Inc."],
    ["Alphabet Inc. Class A Common Stock", "Alphabet Inc."],
    ["Alphabet Inc. Class C Capital Stock", "Alphabet Inc."],
    ["Broadridge Financial Solutions Inc.Common Stock", "Broadridge Financial Solutions Inc."],
    ["Brooge Energy Limited Ordinary Shares", "Brooge Energy Limited"],
    ["Boqii Holding Limited American Depositary Shares representing Class A Ordinary Shares", "Boqii Holding Limited"],
    ["Andersons Inc. (The) Common Stock", "The Andersons Inc."],
    ["Ford Motor Company Common Stock", "Ford Motor Company"],
    ["Agree Realty Corporation Common Stock (DE)", "Agree Realty Corporation"],
    ["Realty Income Corporation Common Shares of Beneficial Interest", "Realty Income Corporation"],
    ["Berkshire Hathaway Inc.", "Berkshire Hathaway Inc."],
    ["The Walt Disney Company", "The Walt Disney Company"],
    // A preferred issue's terms are what tell it apart from the company's common stock.
    ["Allstate Corporation (The) 5.100% Fixed-to-Floating Rate Subordinated Debentures due 2053", "The Allstate Corporation 5.100% Fixed-to-Floating Rate Subordinated Debentures due 2053"],
    ["Brilliant Acquisition Corporation Warrants", "Brilliant Acquisition Corporation Warrants"],
    // Nothing but a descriptor: the name stays rather than becoming empty.
    ["Common Stock", "Common Stock"],
  ])("%s → %s", (listed, clean) => {
    expect(cleanCompanyName(listed)).toBe(clean);
  });

  it("is idempotent", () => {
    for (const name of ["Walt Disney Company (The) Common Stock", "Alphabet Inc. Class A Common Stock"]) expect(cleanCompanyName(cleanCompanyName(name))).toBe(cleanCompanyName(name));
  });
});
