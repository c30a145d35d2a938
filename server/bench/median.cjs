/** The middle value of a list of figures (the upper middle one of an even count). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

module.exports = { median };
