import Diagnostics
import LayoutEngine

/// What the app-code rules decided over a set of screens, as a log shows it: one line per rule
/// that decided anything, or every decision once.
public enum DecisionSummary {
    /// `app code: load-time-hiding hid 12 views on 5 screens` style lines, one per rule in
    /// registry order, counting decisions and the screens they touched.
    public static func lines(for screens: [Screen]) -> [String] {
        var counts: [String: (decisions: Int, screens: Int, effects: [DecisionEffect: Int])] = [:]
        for screen in screens {
            var seen: Set<String> = []
            for decision in screen.appFacts.decisions {
                var entry = counts[decision.rule] ?? (0, 0, [:])
                entry.decisions += 1
                entry.effects[decision.effect, default: 0] += 1
                if seen.insert(decision.rule).inserted { entry.screens += 1 }
                counts[decision.rule] = entry
            }
        }
        return AppCodeRules.all.compactMap { rule in
            guard let entry = counts[rule.id] else { return nil }
            let effects = DecisionEffect.allCases.compactMap { effect in entry.effects[effect].map { "\($0) \(effect.rawValue)" } }
            return "app code: \(rule.id): \(entry.decisions) decision\(entry.decisions == 1 ? "" : "s") on \(entry.screens) screen\(entry.screens == 1 ? "" : "s") (\(effects.joined(separator: ", ")))"
        }
    }

    /// Every decision as a note (`file:line: note: message [rule]`), each distinct line once,
    /// in screen order.
    public static func notes(for screens: [Screen]) -> [String] {
        var seen: Set<String> = []
        var lines: [String] = []
        for screen in screens {
            for decision in screen.appFacts.decisions {
                let line = "\(decision.note) [\(decision.rule)]"
                if seen.insert(line).inserted { lines.append(line) }
            }
        }
        return lines
    }
}
