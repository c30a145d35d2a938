import { escapeHtml, scriptJson } from "./escape";

describe("escapeHtml", () => {
  it("turns every character that could end an attribute or open a tag into a reference", () => {
    expect(escapeHtml(`<b class="x">Tom & Jerry's</b>`)).toBe("&#60;b class=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/b&#62;");
    expect(escapeHtml("plain words")).toBe("plain words");
  });

  it("serves XML as well", () => {
    expect(escapeHtml("https://x.in/?a=1&b=2")).toBe("https://x.in/?a=1&#38;b=2");
  });
});

describe("scriptJson", () => {
  const hostile = `</script><script>alert("x")</script><!-- & \u2028\u2029`;

  it("never closes the script element nor opens a comment", () => {
    const json = scriptJson({ headline: hostile });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("reads back as the same value", () => {
    expect(JSON.parse(scriptJson({ headline: hostile, n: 1 }))).toEqual({ headline: hostile, n: 1 });
  });
});
