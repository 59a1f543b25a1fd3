const { toMatchImageSnapshot } = require("@pixelguard/jest-image-snapshot");

module.exports = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async postVisit(page, context) {
    await page.waitForLoadState("networkidle");
    const image = await page.screenshot({ fullPage: true, animations: "disabled" });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: `${process.cwd()}/__snapshots__`,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.001,
      failureThresholdType: "percent",
    });
  },
};
