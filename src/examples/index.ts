/** Every worked example the pages mark, computed (see ./example.ts). */
import type {WorkedExample} from './example';
import {imbalanceReviewBg001, planValidationBg001} from './balancing';
import {captureAst005, captureDailyCovariance} from './capture';
import {
  assetOverviewCapacityFactor,
  dataCoverageAst007,
  pricingNovember2026,
  pricingPlanChange,
  simulationPeriodSim001,
} from './calendar';
import {
  batteryCapacityFactor,
  batteryCapacityMarket,
  batteryDegradationAst004,
  batteryAuxiliaryConsumption,
  batteryPeakCut,
  batteryRealizationOnCurve,
  batteryOtherOmissions,
  batterySim004,
} from './battery';
import {batteryOptimizationAst004, batteryOptimizationFipShift} from './battery-optimization';
import {
  curtailmentFitBeforeFip,
  curtailmentDesignatedRule,
  curtailmentFloorRescaling,
  curtailmentKyushuOnline,
  curtailmentOfflineRotation,
  curtailmentPpa001,
  ppaViewCurtailmentImpact,
  ppaViewLinkedSimulations,
  curtailmentScn002,
  scenarioSettingsScn002,
} from './curtailment';
import {
  capexEscalation,
  capexKwBasis,
  financialLenderCosts,
  financialSim002,
  financialThreeYears,
  opexAst005,
  spvDebtSizing,
} from './financial';
import {
  financialLeftOut,
  scenarioBBalancingCost,
  scenarioBCompare,
  scenarioCDesignated,
  scenarioCDscr,
  scenarioCResults,
  simulationPageCompare,
  simulationPageSim001,
} from './projects';
import {fipCertificates, fipNovember2026} from './fip';
import {fipShiftClippedCharging} from './fip-shift';
import {priceForecastScores, priceForecastSunnySaturday, solarForecastNmae} from './forecasts';
import {forwardCurveMay2027} from './forward-curve';
import {
  imbalanceCheck,
  p90LenderCase,
  libraryFy2026Impact,
  scenarioAImbalanceReview,
  scenarioAIntradayTrade,
  scenarioAPlanValidation,
  scenarioAResults,
} from './guides';
import {solarAst001} from './solar';
import {
  solarForecastBgPooling,
  solarForecastClippingAst010,
  solarForecastPhysicsAst001,
  solarForecastQuantilesAst001,
  solarForecastSnow,
} from './solar-forecast';
import {weatherAst008} from './weather';

export const EXAMPLES: readonly WorkedExample[] = [
  forwardCurveMay2027,
  financialThreeYears,
  financialSim002,
  financialLenderCosts,
  batteryCapacityFactor,
  opexAst005,
  capexKwBasis,
  curtailmentOfflineRotation,
  solarAst001,
  fipNovember2026,
  batteryOptimizationAst004,
  curtailmentKyushuOnline,
  curtailmentPpa001,
  curtailmentFitBeforeFip,
  fipShiftClippedCharging,
  batteryAuxiliaryConsumption,
  batterySim004,
  batteryOtherOmissions,
  captureAst005,
  captureDailyCovariance,
  spvDebtSizing,
  batteryPeakCut,
  batteryDegradationAst004,
  batteryCapacityMarket,
  batteryOptimizationFipShift,
  priceForecastScores,
  solarForecastNmae,
  weatherAst008,
  simulationPageSim001,
  simulationPageCompare,
  simulationPeriodSim001,
  dataCoverageAst007,
  assetOverviewCapacityFactor,
  capexEscalation,
  priceForecastSunnySaturday,
  pricingNovember2026,
  pricingPlanChange,
  solarForecastPhysicsAst001,
  solarForecastQuantilesAst001,
  solarForecastSnow,
  solarForecastClippingAst010,
  solarForecastBgPooling,
  imbalanceCheck,
  p90LenderCase,
  libraryFy2026Impact,
  scenarioBCompare,
  scenarioCDscr,
  scenarioCDesignated,
  scenarioCResults,
  financialLeftOut,
  scenarioBBalancingCost,
  scenarioAPlanValidation,
  scenarioAIntradayTrade,
  scenarioAImbalanceReview,
  scenarioAResults,
  curtailmentDesignatedRule,
  curtailmentFloorRescaling,
  batteryRealizationOnCurve,
  fipCertificates,
  ppaViewCurtailmentImpact,
  ppaViewLinkedSimulations,
  curtailmentScn002,
  scenarioSettingsScn002,
  planValidationBg001,
  imbalanceReviewBg001,
];
