// Every feature declares its routes `@CasePathable` and names their cases in its link patterns
// (`case: \.detail`): the engine re-exports CasePaths so that importing it is enough.
@_exported import CasePaths
