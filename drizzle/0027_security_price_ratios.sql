-- docs/live-market.md#sec-edgar-fundamentals: the ratios that move with the price follow every
-- price written to `security` (a refresh's upsert or a quote fold), with no writer computing them.
-- Per-share inputs come from SEC EDGAR's filings; an input EDGAR has wins over the quote
-- provider's P/E or dividend yield, and a figure that makes no sense (a loss, no price) is null.
-- Plain float division, no rounding to numeric: the function runs on every price written.
CREATE FUNCTION security_price_ratios() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.filed_eps IS NOT NULL THEN
    NEW.pe_ratio := CASE WHEN NEW.filed_eps > 0 AND NEW.last_price > 0
      THEN NEW.last_price / NEW.filed_eps END;
  END IF;
  IF NEW.filed_dividends_per_share IS NOT NULL THEN
    NEW.dividend_yield := CASE WHEN NEW.last_price > 0
      THEN NEW.filed_dividends_per_share / NEW.last_price * 100 END;
  END IF;
  NEW.ps_ratio := CASE WHEN NEW.revenue_per_share > 0 AND NEW.last_price > 0
    THEN NEW.last_price / NEW.revenue_per_share END;
  NEW.pb_ratio := CASE WHEN NEW.book_value_per_share > 0 AND NEW.last_price > 0
    THEN NEW.last_price / NEW.book_value_per_share END;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only writes of a price, an input or a ratio fire it (a company profile's does not), and only on
-- rows with an input: the WHEN is checked without entering the function, so with EDGAR off, or
-- for a company EDGAR has nothing for, a price costs nothing more. The fundamentals refresh clears
-- P/S and P/B itself when it clears the inputs.
CREATE TRIGGER security_price_ratios
  BEFORE INSERT OR UPDATE OF last_price, filed_eps, filed_dividends_per_share, revenue_per_share,
    book_value_per_share, pe_ratio, dividend_yield, ps_ratio, pb_ratio
  ON security FOR EACH ROW
  WHEN (NEW.filed_eps IS NOT NULL OR NEW.filed_dividends_per_share IS NOT NULL
    OR NEW.revenue_per_share IS NOT NULL OR NEW.book_value_per_share IS NOT NULL)
  EXECUTE FUNCTION security_price_ratios();
