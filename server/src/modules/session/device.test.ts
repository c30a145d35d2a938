import { describeDevice, placeOf } from "./device";

describe("a session's device and place", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on macOS"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome on Linux"],
    ["curl/8.5.0", "curl"],
    ["", "Unknown device"],
  ])("names %s as %s", (userAgent, words) => {
    expect(describeDevice(userAgent)).toBe(words);
  });

  it.each([
    ["203.0.113.57", "203.0.113.x"],
    ["::ffff:203.0.113.57", "203.0.113.x"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::/48"],
    ["2001:DB8::1", "2001:db8:0::/48"],
    ["::1", "0:0:0::/48"],
    ["not an address", "Unknown place"],
  ])("keeps only the network of %s: %s", (address, place) => {
    expect(placeOf(address)).toBe(place);
  });
});
