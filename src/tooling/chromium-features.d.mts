export declare const playwrightDisabledFeatures: readonly string[];
export declare const browserUiFeatures: readonly string[];
export declare const disableFeaturesSwitch: string;
