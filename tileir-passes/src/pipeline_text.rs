//! The textual pass pipeline: parsing `--pass-pipeline` / `-p` text and the
//! per-pass command-line flags into an [`OpPassManager`], and printing a
//! manager back (`--dump-pass-pipeline`, reproducers), exactly as mlir-opt 22
//! does, error messages, columns and carets included.
//!
//! The grammar is MLIR's `TextualPipeline`, which is less a grammar than a
//! scan: an element's name runs to the next `,`, `(`, `)` or `{` and is
//! trimmed; `{` takes everything up to its matching `}` (counting braces
//! only) as the options; `(` opens the element's inner pipeline, making it
//! an op anchor (`func.func(...)`, `any(...)`); after an element come any
//! number of `)` and then a `,` or the end. Names are resolved only after
//! the whole text has been read, then the elements are added in order. A
//! hand-written scanner reproduces that scan and the exact positions MLIR
//! reports (the `{` of unclosed options, the name after leading blanks, one
//! past the end); a combinator grammar (chumsky) would have to be bent back
//! into the same scan to give the same columns, so it is not used.
//!
//! Errors come in mlir-opt's three places, kept apart in a [`Sink`]:
//! `llvm::cl` prints bad option values straight to stderr; the pipeline
//! parser writes to an error stream that mlir-opt emits as one diagnostic
//! at an unknown location (`<unknown>:0: error: ` followed by a
//! `MLIR Textual PassPipeline Parser:1:N: error: ...` message with its
//! source line and caret, or by `failed to add ...` lines from the element
//! outwards); per-pass flags report each error as its own diagnostic.

use crate::manager::{Element, OpPassManager, PassInstance};
use crate::options::{ltrim, trim, OptionValues};
use crate::registry::{registry, Entry, Registry};
use tileir_ir::Context;

/// Where the parser finds pass and pipeline names: the process's registry,
/// or a table of a test's own.
pub trait PassLookup {
    fn lookup(&self, argument: &str) -> Option<Entry>;
}

impl PassLookup for Registry {
    fn lookup(&self, argument: &str) -> Option<Entry> {
        Registry::lookup(self, argument)
    }
}

/// A rejected pipeline: the full text mlir-opt prints to stderr for it
/// (diagnostic lines, source line and caret where mlir-opt has them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    pub rendered: String,
}

/// The deepest nesting of brackets a pipeline text may have. MLIR has no
/// limit (and overflows its stack somewhere far beyond this); a bound keeps
/// every recursion over pipelines (building, printing, running, dropping)
/// shallow. No real pipeline comes near it.
pub const MAX_NESTING: usize = 256;

/// Parses a `--pass-pipeline` text (`builtin.module(func.func(cse))`)
/// against the process's registry.
pub fn parse_pipeline(_ctx: &Context, text: &str) -> Result<OpPassManager, PipelineError> {
    parse_pipeline_with(registry(), text)
}

/// [`parse_pipeline`] against `lookup`.
pub fn parse_pipeline_with(
    lookup: &dyn PassLookup,
    text: &str,
) -> Result<OpPassManager, PipelineError> {
    let mut sink = Sink::textual();
    parse_anchored(lookup, text, &mut sink).map_err(|Failed| PipelineError {
        rendered: sink.into_diagnostic(),
    })
}

/// Adds the elements of an unanchored pipeline text (`cse,func.func(cse)`)
/// to `pm`, as MLIR's `parsePassPipeline(text, pm)` does for passes that
/// run a pipeline of their own. The error is the text MLIR writes to the
/// error stream it is given (no diagnostic prefix).
pub fn parse_pipeline_into(
    lookup: &dyn PassLookup,
    text: &str,
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    let mut sink = Sink::textual();
    check_nesting(text, &mut sink)
        .and_then(|()| parse_elements(lookup, text, pm, &mut sink))
        .map_err(|Failed| PipelineError {
            rendered: sink.into_stream_text(),
        })
}

/// A pipeline-valued option (`op-pipelines=func.func(cse)`): the
/// pipeline's one-line text, or what mlir-opt prints to stderr for it.
pub(crate) fn parse_option_pipeline(lookup: &dyn PassLookup, text: &str) -> Result<String, String> {
    let mut sink = Sink::textual();
    match parse_anchored(lookup, text, &mut sink) {
        // The option holds a copy of the pipeline, and prints as one.
        Ok(pm) => {
            let mut out = String::new();
            write_manager(&pm, &mut out, true);
            Ok(out)
        }
        Err(Failed) => Err(sink.into_stream_text()),
    }
}

/// Adds the pass or pipeline of one command-line flag (`-cse`,
/// `-canonicalize='max-iterations=3'`) to `pm`, the root manager of the
/// per-pass flags, nesting implicitly as mlir-opt does: a pass restricted
/// to another op than `pm`'s goes into a new nest of that op (one per flag;
/// adjacent nests merge when the pipeline is finalized).
pub fn add_pass_flag(
    _ctx: &Context,
    pm: &mut OpPassManager,
    argument: &str,
    options: Option<&str>,
) -> Result<(), PipelineError> {
    add_pass_flag_with(registry(), pm, argument, options)
}

/// [`add_pass_flag`] against `lookup`.
pub fn add_pass_flag_with(
    lookup: &dyn PassLookup,
    pm: &mut OpPassManager,
    argument: &str,
    options: Option<&str>,
) -> Result<(), PipelineError> {
    let mut sink = Sink::flags();
    let options = options.unwrap_or("");
    let added = match lookup.lookup(argument) {
        // The command line rejects unknown flags before this is called; a
        // caller that did not gets the textual pipeline's message.
        None => {
            sink.error(&format!(
                "'{argument}' does not refer to a registered pass or pass pipeline"
            ));
            Err(Failed)
        }
        Some(entry) => check_nesting(options, &mut sink)
            .and_then(|()| add_entry(lookup, pm, entry, options, Nesting::Implicit, &mut sink)),
    };
    added.map_err(|Failed| PipelineError {
        rendered: sink.printed,
    })
}

/// The error mlir-opt gives when `--pass-pipeline` and per-pass flags are
/// both used.
pub fn pipeline_with_flags_error() -> PipelineError {
    PipelineError {
        rendered: "<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options\n"
            .to_string(),
    }
}

/// A failure whose text is already in the [`Sink`].
#[derive(Debug)]
struct Failed;

/// Where errors go while a pipeline is built, as in mlir-opt.
struct Sink {
    /// What reaches stderr at once, in order (`llvm::cl` errors; for
    /// per-pass flags, each error's diagnostic too).
    printed: String,
    /// The pipeline parser's error stream, emitted at the end as one
    /// diagnostic; `None` for per-pass flags, whose errors are diagnostics
    /// of their own.
    stream: Option<String>,
}

impl Sink {
    fn textual() -> Sink {
        Sink {
            printed: String::new(),
            stream: Some(String::new()),
        }
    }

    fn flags() -> Sink {
        Sink {
            printed: String::new(),
            stream: None,
        }
    }

    /// MLIR's `errorHandler`: a message line on the stream, or a diagnostic.
    fn error(&mut self, message: &str) {
        match &mut self.stream {
            Some(stream) => {
                stream.push_str(message);
                stream.push('\n');
            }
            None => {
                self.printed.push_str("<unknown>:0: error: ");
                self.printed.push_str(message);
                self.printed.push('\n');
            }
        }
    }

    /// Raw text on the error stream (source-located messages, or the
    /// missing-anchor message, which has no newline).
    fn stream_text(&mut self, text: &str) {
        match &mut self.stream {
            Some(stream) => stream.push_str(text),
            None => self.printed.push_str(text),
        }
    }

    /// What mlir-opt prints: the immediate text, then the stream as one
    /// diagnostic at an unknown location.
    fn into_diagnostic(self) -> String {
        let stream = self.stream.unwrap_or_default();
        format!("{}<unknown>:0: error: {stream}\n", self.printed)
    }

    /// Everything as it reaches a stream that is stderr itself.
    fn into_stream_text(self) -> String {
        self.printed + &self.stream.unwrap_or_default()
    }
}

/// How a pass whose op differs from its manager's is handled: an error in
/// a textual pipeline (which must say what it means), a new nest for a
/// per-pass flag.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Nesting {
    Explicit,
    Implicit,
}

/// MLIR's `parsePassPipeline(text)`: `anchor(elements)`, the anchor
/// required.
fn parse_anchored(
    lookup: &dyn PassLookup,
    text: &str,
    sink: &mut Sink,
) -> Result<OpPassManager, Failed> {
    check_nesting(text, sink)?;
    let text = trim(text);
    let wrapped = match text.find('(') {
        Some(open) if open > 0 => text.strip_suffix(')').map(|body| (open, body)),
        _ => None,
    };
    let Some((open, body)) = wrapped else {
        sink.stream_text(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
        );
        return Err(Failed);
    };
    let anchor = body[..open].trim_end_matches(crate::options::is_llvm_space);
    let mut pm = OpPassManager::new(anchor);
    parse_elements(lookup, &body[open + 1..], &mut pm, sink)?;
    Ok(pm)
}

/// Refuses texts nested deeper than [`MAX_NESTING`] brackets.
fn check_nesting(text: &str, sink: &mut Sink) -> Result<(), Failed> {
    let mut depth = 0usize;
    for b in text.bytes() {
        match b {
            b'(' | b'{' | b'[' => {
                depth += 1;
                if depth > MAX_NESTING {
                    sink.error(&format!(
                        "pass pipeline nested more than {MAX_NESTING} brackets deep"
                    ));
                    return Err(Failed);
                }
            }
            b')' | b'}' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// MLIR's `TextualPipeline`: reads `text` (the inside of an anchor),
/// resolves its names, and adds its elements to `pm`.
fn parse_elements(
    lookup: &dyn PassLookup,
    text: &str,
    pm: &mut OpPassManager,
    sink: &mut Sink,
) -> Result<(), Failed> {
    if text.is_empty() {
        return Ok(());
    }
    let mut tree = read_structure(text).map_err(|(at, message)| {
        sink.stream_text(&source_message(text, at, message));
        Failed
    })?;
    resolve(lookup, &mut tree).map_err(|at| {
        let name = tree.nodes[at].name;
        let message = format!("'{name}' does not refer to a registered pass or pass pipeline");
        sink.stream_text(&source_message(text, tree.nodes[at].name_at, &message));
        Failed
    })?;
    add_elements(lookup, &tree, &tree.roots, pm, sink)
}

/// One element of a pipeline text: a pass or pipeline name with its
/// options, or an op anchor with its inner elements.
struct Node<'a> {
    name: &'a str,
    /// Byte offset of the name (after leading blanks) in the text.
    name_at: usize,
    /// The raw text between the braces (`""` without braces).
    options: &'a str,
    children: Vec<usize>,
    entry: Option<Entry>,
}

/// The elements of a text, in an arena (so reading needs no recursion).
struct Tree<'a> {
    nodes: Vec<Node<'a>>,
    roots: Vec<usize>,
}

/// MLIR's `parsePipelineText`: the structure of `text`, or the byte offset
/// and message of the first error.
fn read_structure(text: &str) -> Result<Tree<'_>, (usize, &'static str)> {
    let b = text.as_bytes();
    let mut tree = Tree {
        nodes: Vec::new(),
        roots: Vec::new(),
    };
    // The open anchors; `None` is the top level.
    let mut stack: Vec<Option<usize>> = vec![None];
    let mut pos = 0;
    loop {
        let sep = b[pos..]
            .iter()
            .position(|c| matches!(c, b',' | b'(' | b')' | b'{'))
            .map(|p| pos + p);
        let raw_end = sep.unwrap_or(b.len());
        let raw = &text[pos..raw_end];
        let lead = raw.len() - ltrim(raw).len();
        let id = tree.nodes.len();
        tree.nodes.push(Node {
            name: trim(raw),
            name_at: pos + lead,
            options: "",
            children: Vec::new(),
            entry: None,
        });
        match stack.last().copied().flatten() {
            Some(parent) => tree.nodes[parent].children.push(id),
            None => tree.roots.push(id),
        }
        let Some(sep) = sep else {
            break;
        };
        pos = sep;
        match b[pos] {
            b'{' => {
                let mut depth = 1;
                let close = b[pos + 1..].iter().position(|&c| {
                    if c == b'{' {
                        depth += 1;
                    } else if c == b'}' {
                        depth -= 1;
                    }
                    depth == 0
                });
                let Some(close) = close.map(|c| pos + 1 + c) else {
                    return Err((pos, "missing closing '}' while processing pass options"));
                };
                tree.nodes[id].options = &text[pos + 1..close];
                pos = skip_blanks(text, close + 1);
            }
            b'(' => {
                stack.push(Some(id));
                pos += 1;
                continue;
            }
            _ => {}
        }
        while b.get(pos) == Some(&b')') {
            if stack.len() == 1 {
                return Err((
                    pos,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            stack.pop();
            pos = skip_blanks(text, pos + 1);
        }
        if pos == b.len() {
            break;
        }
        if b[pos] != b',' {
            return Err((pos, "expected ',' after parsing pipeline"));
        }
        pos += 1;
    }
    if stack.len() > 1 {
        return Err((
            pos,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(tree)
}

fn skip_blanks(text: &str, pos: usize) -> usize {
    text.len() - ltrim(&text[pos..]).len()
}

/// MLIR's `resolvePipelineElements`: every name without an inner pipeline
/// must be a registered pipeline or pass. The error is the first unknown
/// name, in text order.
fn resolve(lookup: &dyn PassLookup, tree: &mut Tree<'_>) -> Result<(), usize> {
    let mut pending: Vec<usize> = tree.roots.iter().rev().copied().collect();
    while let Some(id) = pending.pop() {
        let node = &mut tree.nodes[id];
        if !node.children.is_empty() {
            pending.extend(node.children.iter().rev());
            continue;
        }
        node.entry = Some(lookup.lookup(node.name).ok_or(id)?);
    }
    Ok(())
}

/// MLIR's `TextualPipeline::addToPipeline`: adds the elements in order,
/// stopping at the first failure with a `failed to add` line for it and
/// for every anchor around it.
fn add_elements(
    lookup: &dyn PassLookup,
    tree: &Tree<'_>,
    ids: &[usize],
    pm: &mut OpPassManager,
    sink: &mut Sink,
) -> Result<(), Failed> {
    for &id in ids {
        let node = &tree.nodes[id];
        match node.entry {
            Some(entry) => {
                if add_entry(lookup, pm, entry, node.options, Nesting::Explicit, sink).is_err() {
                    sink.error(&format!(
                        "failed to add `{}` with options `{}`",
                        node.name, node.options
                    ));
                    return Err(Failed);
                }
            }
            None => {
                let mut nested = OpPassManager::new(node.name);
                if add_elements(lookup, tree, &node.children, &mut nested, sink).is_err() {
                    sink.error(&format!(
                        "failed to add `{}` with options `{}` to inner pipeline",
                        node.name, node.options
                    ));
                    return Err(Failed);
                }
                pm.add_nested(nested);
            }
        }
    }
    Ok(())
}

/// MLIR's `PassRegistryEntry::addToPipeline` for one registered pass or
/// pipeline with its option text.
fn add_entry(
    lookup: &dyn PassLookup,
    pm: &mut OpPassManager,
    entry: Entry,
    options: &str,
    nesting: Nesting,
    sink: &mut Sink,
) -> Result<(), Failed> {
    match entry {
        Entry::Pass(info) => {
            let mut values = OptionValues::defaults(info.options);
            let parsed = values.parse_into_with(options, lookup);
            if let Err(e) = &parsed {
                sink.printed.push_str(&e.printed);
                sink.error(e.reported.as_str());
            }
            let other_op = match (pm.anchor(), info.op_anchor()) {
                (Some(pm_op), Some(pass_op)) if pm_op != pass_op => Some(pass_op),
                _ => None,
            };
            if let (Nesting::Explicit, Some(pass_op)) = (nesting, other_op) {
                sink.error(&format!(
                    "Can't add pass '{}' restricted to '{}' on a PassManager intended to run on '{}', did you intend to nest?",
                    info.name,
                    pass_op,
                    pm.anchor_name()
                ));
                return Err(Failed);
            }
            if parsed.is_err() {
                return Err(Failed);
            }
            let pass = PassInstance::new(info, values).map_err(|message| {
                sink.error(&message);
                Failed
            })?;
            let target = match other_op {
                Some(pass_op) => pm.nest(pass_op),
                None => pm,
            };
            target.add_pass(pass).map_err(|e| {
                sink.error(&e.0);
                Failed
            })
        }
        Entry::Pipeline(info) => {
            // A pipeline's options report straight to stderr (MLIR parses
            // them with the default error stream).
            let mut values = OptionValues::defaults(info.options);
            if let Err(e) = values.parse_into_with(options, lookup) {
                sink.printed.push_str(&e.text());
                return Err(Failed);
            }
            (info.build)(&values, pm).map_err(|e| {
                sink.error(&e.0);
                Failed
            })
        }
    }
}

/// LLVM's `SourceMgr::PrintMessage` for an error at byte `at` of a pipeline
/// text: `MLIR Textual PassPipeline Parser:line:col: error: message`, the
/// source line with tabs expanded, and a caret under the column (no caret
/// line when the source line holds non-ASCII bytes, as LLVM does).
fn source_message(text: &str, at: usize, message: &str) -> String {
    const TAB_STOP: usize = 8;
    let b = text.as_bytes();
    let at = at.min(b.len());
    let line_no = 1 + b[..at].iter().filter(|&&c| c == b'\n').count();
    let is_break = |c: &u8| *c == b'\n' || *c == b'\r';
    let line_start = b[..at].iter().rposition(is_break).map_or(0, |p| p + 1);
    let line_end = b[at..]
        .iter()
        .position(is_break)
        .map_or(b.len(), |p| at + p);
    let line = &b[line_start..line_end];
    let column = at - line_start;
    let mut out = format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{}: error: {message}\n",
        column + 1
    );
    // The source line, tabs expanded to the next multiple of eight.
    let mut shown: Vec<u8> = Vec::with_capacity(line.len() + 8);
    for &c in line {
        if c == b'\t' {
            shown.push(b' ');
            while !shown.len().is_multiple_of(TAB_STOP) {
                shown.push(b' ');
            }
        } else {
            shown.push(c);
        }
    }
    out.push_str(&String::from_utf8_lossy(&shown));
    out.push('\n');
    if !line.is_ascii() {
        return out;
    }
    // The caret line over the same columns, trailing blanks dropped.
    let mut caret = String::with_capacity(column + 8);
    for &c in &line[..column] {
        caret.push(' ');
        if c == b'\t' {
            while !caret.len().is_multiple_of(TAB_STOP) {
                caret.push(' ');
            }
        }
    }
    caret.push('^');
    if line.get(column) == Some(&b'\t') {
        while !caret.len().is_multiple_of(TAB_STOP) {
            caret.push('^');
        }
    }
    out.push_str(&caret);
    out.push('\n');
    out
}

/// The pipeline in one line (`builtin.module(func.func(cse))`), the form
/// that parses back to the same pipeline.
pub fn print_pipeline(pm: &OpPassManager) -> String {
    let mut out = String::new();
    write_manager(pm, &mut out, false);
    out
}

/// One pass as a pipeline prints it: its argument and, if it has options,
/// their values in braces (`test-pass-failure{gen-diagnostics=false}`).
pub fn print_pass(pass: &PassInstance) -> String {
    let mut out = String::new();
    write_pass(pass, &mut out, false);
    out
}

/// The pipeline as MLIR's crash reproducer records it: the manager's own
/// elements joined by `", "` (nested ones by `","`), in its anchor
/// (`builtin.module(cse, func.func(canonicalize,cse))`).
pub fn print_pipeline_for_reproducer(pm: &OpPassManager) -> String {
    let mut out = String::new();
    out.push_str(pm.anchor_name());
    out.push('(');
    for (i, element) in pm.elements().iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_element(element, &mut out, false);
    }
    out.push(')');
    out
}

/// What `--dump-pass-pipeline` prints (to stderr): a header counting the
/// manager's own elements (a nest counts once) and the pipeline with one
/// element per line, indented two spaces per level, then a blank line.
/// mlir-opt dumps the pipeline as built, before adjacent nests merge.
pub fn dump_pipeline(pm: &OpPassManager) -> String {
    let mut printer = IndentedPrinter::default();
    write_manager(pm, &mut printer, false);
    format!(
        "Pass Manager with {} passes:\n{}\n\n",
        pm.elements().len(),
        printer.out
    )
}

/// Where [`write_manager`] prints: one line, or one element per line.
trait PipelineOut {
    /// A piece of text, as one `raw_ostream` write.
    fn text(&mut self, piece: &str);
    /// Whether lines break after `(` and `,` and indent.
    fn pretty(&self) -> bool;
    fn indent(&mut self) {}
    fn unindent(&mut self) {}
}

impl PipelineOut for String {
    fn text(&mut self, piece: &str) {
        self.push_str(piece);
    }

    fn pretty(&self) -> bool {
        false
    }
}

/// MLIR's `printAsTextualPipeline`; `copied` prints the passes as copies
/// print (see [`OptionValues::print_copied_chunks`]).
fn write_manager(pm: &OpPassManager, out: &mut dyn PipelineOut, copied: bool) {
    let pretty = out.pretty();
    out.text(pm.anchor_name());
    out.text("(");
    if pretty {
        out.text("\n");
        out.indent();
    }
    for (i, element) in pm.elements().iter().enumerate() {
        if i > 0 {
            out.text(",");
            if pretty {
                out.text("\n");
            }
        }
        write_element(element, out, copied);
    }
    if pretty {
        out.text("\n");
        out.unindent();
    }
    out.text(")");
}

/// One element of a manager: a pass, or an adaptor's managers.
fn write_element(element: &Element, out: &mut dyn PipelineOut, copied: bool) {
    match element {
        Element::Pass(p) => write_pass(p, out, copied),
        Element::Adaptor(managers) => {
            for (k, nested) in managers.iter().enumerate() {
                if k > 0 {
                    out.text(",");
                    if out.pretty() {
                        out.text("\n");
                    }
                }
                write_manager(nested, out, copied);
            }
        }
    }
}

/// A pass's argument and options (`printAsTextualPipeline` of one pass).
fn write_pass(p: &PassInstance, out: &mut dyn PipelineOut, copied: bool) {
    out.text(p.info.argument);
    if !p.info.options.is_empty() {
        out.text("{");
        let mut text = |piece: &str| out.text(piece);
        if copied {
            p.options.print_copied_chunks(&mut text);
        } else {
            p.options.print_chunks(&mut text);
        }
        out.text("}");
    }
}

/// MLIR's `raw_indented_ostream`: every line starts with the current
/// indentation, except lines that are blank within the piece that ends
/// them, which stay empty.
#[derive(Default)]
struct IndentedPrinter {
    out: String,
    indent: usize,
    mid_line: bool,
}

impl PipelineOut for IndentedPrinter {
    fn text(&mut self, piece: &str) {
        let mut rest = piece;
        while !rest.is_empty() {
            match rest.find('\n') {
                None => {
                    self.put(rest);
                    self.mid_line = true;
                    break;
                }
                Some(at) => {
                    let line = &rest[..at];
                    if !ltrim(line).is_empty() {
                        self.put(line);
                    }
                    self.out.push('\n');
                    self.mid_line = false;
                    rest = &rest[at + 1..];
                }
            }
        }
    }

    fn pretty(&self) -> bool {
        true
    }

    fn indent(&mut self) {
        self.indent += 2;
    }

    fn unindent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }
}

impl IndentedPrinter {
    fn put(&mut self, text: &str) {
        if !self.mid_line {
            self.out.extend(std::iter::repeat_n(' ', self.indent));
        }
        self.out.push_str(text);
    }
}

#[cfg(test)]
mod tests;
