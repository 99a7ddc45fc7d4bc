import { describe, expect, it } from "vitest";
import { cleanCompanyName } from "@/lib/format/clean-company-name";

describe("cleanCompanyName", () => {
  it.each([
    ["Walt Disney Company (The) Common Stock", "The Walt Disney Company"],
    ["Apple Inc. Common Stock", "Apple Inc."],
    ["Alphabet Inc. Class A Common Stock", "Alphabet Inc."],
    ["Alphabet Inc. Class C Capital Stock", "Alphabet Inc."],
    ["Broadridge Financial Solutions Inc.Common Stock", "Broadridge Financial Solutions Inc."],
    ["Brooge Energy Limited Ordinary Shares", "Brooge Energy Limited"],
    [
      "Boqii Holding Limited American Depositary Shares representing Class A Ordinary Shares",
      "Boqii Holding Limited",
    ],
    ["Andersons Inc. (The) Common Stock", "The Andersons Inc."],
    ["Ford Motor Company Common Stock", "Ford Motor Company"],
    ["Agree Realty Corporation Common Stock (DE)", "Agree Realty Corporation"],
    ["Realty Income Corporation Common Shares of Beneficial Interest", "Realty Income Corporation"],
    [
      "Cross Country Healthcare Inc. Common Stock $0.0001 Par Value",
      "Cross Country Healthcare Inc.",
    ],
    [
      "American Vanguard Corporation Common Stock ($0.10 Par Value)",
      "American Vanguard Corporation",
    ],
    ["Copart Inc. (DE) Common Stock", "Copart Inc."],
    ["Accenture plc Class A Ordinary Shares (Ireland)", "Accenture plc"],
    ["Charter Communications Inc. Class A Common Stock New", "Charter Communications Inc."],
    ["Alexander & Baldwin Inc. Common Stock REIT Holding Company", "Alexander & Baldwin Inc."],
    ["CBRE Group Inc Common Stock Class A", "CBRE Group Inc"],
    ["Discovery Inc. Series A Common Stock", "Discovery Inc."],
    ["Camping World Holdings Inc. Class A Commom Stock", "Camping World Holdings Inc."],
    ["Foley Trasimene Acquisition Corp. Class A CommonStock", "Foley Trasimene Acquisition Corp."],
    ["Inventiva S.A. American Depository Shares", "Inventiva S.A."],
    ["Banco Macro S.A. ADR (representing Ten Class B Common Shares)", "Banco Macro S.A."],
    ["BHP Group PlcSponsored ADR", "BHP Group Plc"],
    ["Baidu Inc. ADS", "Baidu Inc."],
    ["Koninklijke Philips N.V. NY Registry Shares", "Koninklijke Philips N.V."],
    ["Arcos Dorados Holdings Inc. Class A Shares", "Arcos Dorados Holdings Inc."],
    ["Vermilion Energy Inc. Common (Canada)", "Vermilion Energy Inc."],
    [
      "Ternium S.A. Ternium S.A. American Depositary Shares (each representing ten shares USD1.00 par value)",
      "Ternium S.A.",
    ],
    [
      "Banco Santander Brasil SA American Depositary Shares each representing one unit",
      "Banco Santander Brasil SA",
    ],
    [
      "RLX Technology Inc. American Depositary Shares each representing the right to receive one (1)",
      "RLX Technology Inc.",
    ],
    // A fund's name may say "Preferred": only the descriptor at its end goes.
    [
      "John Hancock Preferred Income Fund Common Shares of Beneficial Interest",
      "John Hancock Preferred Income Fund",
    ],
    // Words that only start like a descriptor are the company's own.
    ["Equity Commonwealth", "Equity Commonwealth"],
    ["Alliance Data Systems Corporation Common Stock", "Alliance Data Systems Corporation"],
    ["TrueShares Structured Outcome (August) ETF", "TrueShares Structured Outcome (August) ETF"],
    ["Berkshire Hathaway Inc.", "Berkshire Hathaway Inc."],
    ["The Walt Disney Company", "The Walt Disney Company"],
    // A preferred issue's terms are what tell it apart from the company's common stock.
    [
      "Allstate Corporation (The) 5.100% Fixed-to-Floating Rate Subordinated Debentures due 2053",
      "The Allstate Corporation 5.100% Fixed-to-Floating Rate Subordinated Debentures due 2053",
    ],
    ["Brilliant Acquisition Corporation Warrants", "Brilliant Acquisition Corporation Warrants"],
    [
      "Motion Acquisition Corp. Warrants to purchase one Class A common",
      "Motion Acquisition Corp. Warrants to purchase one Class A common",
    ],
    [
      "Mechel PAO American Depositary Shares (each representing one-half of a Preferred Share)",
      "Mechel PAO American Depositary Shares (each representing one-half of a Preferred Share)",
    ],
    [
      "Navios Maritime Holdings Inc. Sponsored ADR Representing 1/100th Perpetual Preferred Series G (Marshall Islands)",
      "Navios Maritime Holdings Inc. Sponsored ADR Representing 1/100th Perpetual Preferred Series G (Marshall Islands)",
    ],
    ["Artius Acquisition Inc. Unit", "Artius Acquisition Inc. Unit"],
    // Nothing but a descriptor: the name stays rather than becoming empty.
    ["Common Stock", "Common Stock"],
  ])("%s → %s", (listed, clean) => {
    expect(cleanCompanyName(listed)).toBe(clean);
  });

  it("is idempotent", () => {
    for (const name of [
      "Walt Disney Company (The) Common Stock",
      "Alphabet Inc. Class A Common Stock",
      "Copart Inc. (DE) Common Stock",
      "Ternium S.A. Ternium S.A. ADS",
    ])
      expect(cleanCompanyName(cleanCompanyName(name))).toBe(cleanCompanyName(name));
  });
});
