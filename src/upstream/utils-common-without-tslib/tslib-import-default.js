/**
 * tslib's `__importDefault`, the one helper @docusaurus/utils-common's entry
 * point calls (see src/upstream/utils-common-without-tslib/index.ts).
 */
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
