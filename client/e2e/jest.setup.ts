// Browser tests wait on a real server and Chromium; the 5 s default is too short on a busy machine.
jest.setTimeout(45_000);
