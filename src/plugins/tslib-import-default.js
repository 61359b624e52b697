/**
 * tslib's `__importDefault`, the one helper @docusaurus/utils-common's entry
 * point calls (see src/plugins/utils-common-without-tslib.ts).
 */
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
