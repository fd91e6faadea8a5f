import Diagnostics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML into an `IBElement` tree with Foundation's `XMLParser`, recording each start
/// tag's line and the comment before it.
final class IBTreeParser: NSObject, XMLParserDelegate {
    /// The deepest element nesting read. Xcode's files stay far below it (a view adds two
    /// levels: the view and its `subviews`); deeper input is refused, not walked.
    static let maximumDepth = 400

    private var stack: [IBElement] = []
    private var tooDeepAt: Int?
    private var root: IBElement?
    private var pendingComment: String?

    /// Parses `data`; malformed XML throws `file:line: error: …`.
    static func parse(_ data: Data, displayPath: String) throws -> IBElement {
        // Foundation's XMLParser traps on element names that are not UTF-8; Xcode writes UTF-8.
        if let line = UTF8Check.firstInvalidLine(in: data) {
            throw DiagnosticError(.error("not valid UTF-8 text (Interface Builder files are UTF-8)",
                                         at: SourceLocation(file: displayPath, line: line)))
        }
        let delegate = IBTreeParser()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let line = delegate.tooDeepAt {
            throw DiagnosticError(.error("Interface Builder XML nested deeper than \(maximumDepth) elements",
                                         at: SourceLocation(file: displayPath, line: line)))
        }
        guard succeeded, let root = delegate.root else {
            let line = max(parser.lineNumber, 1)
            let reason = parser.parserError.map { IBTreeParser.describe($0) } ?? "no root element"
            throw DiagnosticError(.error("malformed Interface Builder XML: \(reason)",
                                         at: SourceLocation(file: displayPath, line: line)))
        }
        return root
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        return "XML parser error \(nsError.code)"
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard stack.count < IBTreeParser.maximumDepth else {
            tooDeepAt = parser.lineNumber
            parser.abortParsing()
            return
        }
        stack.append(IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber,
                               precedingComment: pendingComment))
        pendingComment = nil
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        pendingComment = nil
        guard let finished = stack.popLast() else { return }
        if stack.isEmpty {
            root = finished
        } else {
            stack[stack.count - 1].children.append(finished)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
