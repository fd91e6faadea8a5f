import ArgumentParser

extension LayoutStressCommand {
    /// Every subcommand, in the order `--help` lists them.
    static let allSubcommands: [ParsableCommand.Type] = [
        VersionCommand.self,
        PseudoCommand.self,
        MeasureCommand.self,
        BenchLayoutCommand.self,
        ImportCommand.self,
        SweepCommand.self,
        MergeCommand.self,
        LayoutCommand.self,
        SolveCommand.self,
        VerifyIBCommand.self,
        AmbiguityCheckCommand.self,
        ExplainCommand.self,
        RulesCommand.self,
    ]
}
