//! The textual pipeline syntax of mlir-opt's `--pass-pipeline`:
//! `anchor(element, …)`, where an element is a pass name with optional
//! `{options}`, or an op name with a nested `(…)` list. Errors carry the
//! offset into the text inside the anchor's parentheses, which is the text
//! mlir-opt quotes in them.

/// One element of a pipeline: a pass, or a pass manager nested on an op
/// name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineElement {
    /// The pass or op name, without surrounding blanks.
    pub name: String,
    /// Where the name starts, in [`PipelineText::text`].
    pub offset: usize,
    /// The text between `{` and `}`, if given.
    pub options: Option<String>,
    /// The nested elements, for an op name followed by `(…)`.
    pub nested: Option<Vec<PipelineElement>>,
}

/// A parsed `--pass-pipeline` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineText {
    /// The op name the pipeline runs on (`builtin.module`, `any`).
    pub anchor: String,
    /// The text inside the anchor's parentheses (what messages quote).
    pub text: String,
    /// Its elements.
    pub elements: Vec<PipelineElement>,
}

/// Why a pipeline does not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PipelineError {
    /// A message with no position (mlir-opt reports it at `<unknown>:0`).
    Plain(String),
    /// A pass's option that does not parse: mlir-opt prints `detail`
    /// first, on a line of its own after the tool's name, then the error.
    Option {
        /// The line printed before the error, if any.
        detail: Option<String>,
        /// The error's message.
        message: String,
    },
    /// A pass's option holding a pipeline that does not parse: mlir-opt
    /// prints the pipeline's error (`cause`) as it would print it alone,
    /// without the `<unknown>:0: error: ` it would start with, then this
    /// error.
    Caused {
        /// The pipeline's error.
        cause: Box<PipelineError>,
        /// This error's message.
        message: String,
    },
    /// A failure mlir-opt reports with no message at all (options given
    /// to a named pipeline's flag, which takes none).
    Silent,
    /// A message at an offset of the text inside the anchor's parentheses.
    At {
        /// The message.
        message: String,
        /// The text it points into.
        text: String,
        /// The offset it points at.
        offset: usize,
    },
}

impl PipelineError {
    /// The line mlir-opt prints before the error, after the tool's name
    /// (`for the --top-down option: …`), if any.
    pub fn detail(&self) -> Option<&str> {
        match self {
            PipelineError::Option { detail, .. } => detail.as_deref(),
            _ => None,
        }
    }

    /// The error of a pipeline held by an option, which mlir-opt prints
    /// before this error.
    pub fn cause(&self) -> Option<&PipelineError> {
        match self {
            PipelineError::Caused { cause, .. } => Some(cause),
            _ => None,
        }
    }

    /// The whole text mlir-opt prints for the error, `tool` being its
    /// name: a cause's text, the detail line, then
    /// `<unknown>:0: error: ` and the message, unless `bare`, for a cause,
    /// which has neither prefix (nothing for [`PipelineError::Silent`]).
    pub fn render(&self, tool: &str, bare: bool) -> String {
        if matches!(self, PipelineError::Silent) {
            return String::new();
        }
        let cause = self.cause().map(|c| c.render(tool, true)).unwrap_or_default();
        let detail = self.detail().map(|d| format!("{tool}: {d}\n")).unwrap_or_default();
        let prefix = if bare { "" } else { "<unknown>:0: error: " };
        format!("{cause}{detail}{prefix}{}", self.message())
    }

    /// The message as mlir-opt's diagnostic text: for a positioned error,
    /// `MLIR Textual PassPipeline Parser:1:COL: error: …`, the text and a
    /// caret line (none under text that is not ASCII), each ending in a
    /// newline.
    pub fn message(&self) -> String {
        match self {
            PipelineError::Silent => String::new(),
            PipelineError::Plain(message)
            | PipelineError::Option { message, .. }
            | PipelineError::Caused { message, .. } => message.clone(),
            PipelineError::At { message, text, offset } => {
                // As under a quoted source line, mlir-opt leaves out the
                // caret line under text that is not ASCII.
                let caret = if text.is_ascii() {
                    format!("{}^\n", " ".repeat(*offset))
                } else {
                    String::new()
                };
                format!(
                    "MLIR Textual PassPipeline Parser:1:{}: error: {message}\n{text}\n{caret}",
                    offset + 1
                )
            }
        }
    }
}

/// Parses `anchor(elements)`. Structure only: whether the names are passes
/// is checked by [`super::PassRegistry::parse_pipeline`].
pub fn parse_pipeline_text(pipeline: &str) -> Result<PipelineText, PipelineError> {
    let wrapped = pipeline
        .find('(')
        .filter(|&open| open > 0 && pipeline.ends_with(')'))
        .map(|open| (&pipeline[..open], &pipeline[open + 1..pipeline.len() - 1]));
    let Some((anchor, text)) = wrapped else {
        return Err(PipelineError::Plain(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. \
             'builtin.module(...)'"
                .to_owned(),
        ));
    };
    let elements = parse_elements(text)?;
    Ok(PipelineText { anchor: anchor.trim().to_owned(), text: text.to_owned(), elements })
}

/// An element whose nested list is still open.
struct OpenList {
    /// The elements of the enclosing list so far.
    siblings: Vec<PipelineElement>,
    /// The element the `(` belongs to.
    owner: PipelineElement,
    /// Where its first element starts (just after the `(`), which an
    /// unbalanced-parentheses error points at as mlir-opt does.
    paren: usize,
}

fn parse_elements(text: &str) -> Result<Vec<PipelineElement>, PipelineError> {
    let at = |message: &str, offset: usize| PipelineError::At {
        message: message.to_owned(),
        text: text.to_owned(),
        offset,
    };
    let bytes = text.as_bytes();
    let mut open: Vec<OpenList> = Vec::new();
    let mut current: Vec<PipelineElement> = Vec::new();
    let mut i = 0;
    let skip_blanks = |mut i: usize| {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    // An empty list (`builtin.module()`, `func.func()`) has no element.
    let empty_list = |i: usize| {
        let j = skip_blanks(i);
        j == bytes.len() || bytes[j] == b')'
    };
    if empty_list(0) && skip_blanks(0) == bytes.len() {
        return Ok(Vec::new());
    }
    loop {
        // One element: a name, `{options}`, and `(` opening a nested list.
        let start = skip_blanks(i);
        let mut end = start;
        while end < bytes.len() && !matches!(bytes[end], b',' | b'(' | b')' | b'{' | b'}') {
            end += 1;
        }
        let mut element = PipelineElement {
            name: text[start..end].trim_end().to_owned(),
            offset: start,
            options: None,
            nested: None,
        };
        i = end;
        if bytes.get(i) == Some(&b'{') {
            let close = matching_brace(bytes, i)
                .ok_or_else(|| at("missing closing '}' while processing pass options", i))?;
            element.options = Some(text[i + 1..close].to_owned());
            i = close + 1;
        }
        if bytes.get(i) == Some(&b'(') {
            let paren = i;
            i += 1;
            if empty_list(i) {
                element.nested = Some(Vec::new());
                i = skip_blanks(i);
                if i == bytes.len() {
                    return Err(at(
                        "encountered unbalanced parentheses while parsing pipeline",
                        paren + 1,
                    ));
                }
                i += 1;
                current.push(element);
            } else {
                let siblings = std::mem::take(&mut current);
                open.push(OpenList { siblings, owner: element, paren: paren + 1 });
                continue;
            }
        } else {
            current.push(element);
        }
        // After an element: closing parentheses, then `,` or the end.
        loop {
            i = skip_blanks(i);
            if bytes.get(i) != Some(&b')') {
                break;
            }
            let Some(list) = open.pop() else {
                return Err(at(
                    "encountered extra closing ')' creating unbalanced parentheses while parsing \
                     pipeline",
                    i,
                ));
            };
            let mut owner = list.owner;
            owner.nested = Some(std::mem::replace(&mut current, list.siblings));
            current.push(owner);
            i += 1;
        }
        match bytes.get(i) {
            None => break,
            Some(b',') => i += 1,
            Some(_) => return Err(at("expected ',' after parsing pipeline", i)),
        }
    }
    if let Some(list) = open.last() {
        return Err(at("encountered unbalanced parentheses while parsing pipeline", list.paren));
    }
    Ok(current)
}

/// The `}` closing the `{` at `open`, nested braces counted.
fn matching_brace(bytes: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, b) in bytes.iter().enumerate().skip(open) {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(elements: &[PipelineElement]) -> String {
        let parts: Vec<String> = elements
            .iter()
            .map(|e| match &e.nested {
                Some(n) => format!("{}({})", e.name, names(n)),
                None => e.name.clone(),
            })
            .collect();
        parts.join(",")
    }

    #[test]
    fn nesting_and_blanks() {
        let p = parse_pipeline_text("builtin.module(func.func(cse, cse), cse{}, any())").unwrap();
        assert_eq!(p.anchor, "builtin.module");
        assert_eq!(names(&p.elements), "func.func(cse,cse),cse,any()");
        assert_eq!(p.elements[1].options.as_deref(), Some(""));
        assert!(parse_pipeline_text("builtin.module()").unwrap().elements.is_empty());
    }

    #[test]
    fn errors_point_into_the_inner_text() {
        let message = |p: &str| parse_pipeline_text(p).unwrap_err().message();
        assert_eq!(
            message("builtin.module(func.func(cse)"),
            "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses \
             while parsing pipeline\nfunc.func(cse\n          ^\n"
        );
        assert_eq!(
            message("builtin.module(func.func(cse)))"),
            "MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' \
             creating unbalanced parentheses while parsing pipeline\nfunc.func(cse))\n              ^\n"
        );
        assert_eq!(
            message("builtin.module(func.func(cse){a=1})"),
            "MLIR Textual PassPipeline Parser:1:15: error: expected ',' after parsing \
             pipeline\nfunc.func(cse){a=1}\n              ^\n"
        );
        assert!(message("cse").starts_with("expected pass pipeline to be wrapped"));
        assert!(message("").starts_with("expected pass pipeline to be wrapped"));
    }
}
