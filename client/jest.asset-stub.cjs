module.exports = "test-asset-stub";
