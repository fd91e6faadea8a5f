import ArgumentParser

extension LayoutStressCommand {
    /// Every subcommand, in the order `--help` lists them.
    static let allSubcommands: [ParsableCommand.Type] = [
        VersionCommand.self,
        PseudoCommand.self,
        SolveCommand.self,
    ]
}
