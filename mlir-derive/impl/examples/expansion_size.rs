//! Measures what the macros generate: expands every `#[op]`, `#[dialect]`
//! and `#[enum_attr]` item of the given Rust source files in-process,
//! formats each expansion with prettyplease, and prints its line count, the
//! total, and the mean per op (the figure `BENCHMARKS.md` records).
//!
//! ```sh
//! cargo run -p mlir-derive-impl --example expansion_size -- mlir-dialects/src/arith/ops/*.rs
//! ```
//!
//! Items declared through a `macro_rules!` family (`cast_op! { ExtSIOp =
//! "extsi", … }` expanding to an `#[op]` struct) are counted too, marked
//! with the family's name. rustc is not at hand here, so the example
//! expands such invocations itself, with a small `macro_rules!`
//! interpreter ([`MacroRules`]):
//!
//! - every `macro_rules!` definition of the given files (top level or in an
//!   inline module) is collected first, whatever its textual scope, so a
//!   family defined in one file may be used in another;
//! - an invocation tries the arms in order and takes the first whose
//!   matcher accepts all of its input. Tokens match by their text,
//!   `$name:fragment` parses the fragment with syn (`ident`, `literal`,
//!   `expr`, `ty`, `path`, `meta`, `tt`, `item`, `block`, `pat`, `stmt`,
//!   `lifetime`, `vis`), and `$(…) sep op` repeats greedily;
//! - the arm's transcriber substitutes the bound tokens as they were
//!   written (rustc wraps an `expr` in an invisible group; the items
//!   measured here do not depend on that), repetitions included;
//! - the result is parsed as items, in which invocations of known families
//!   (a family calling itself with `@op …`) are expanded again.
//!
//! An invocation of a known family that no arm matches is reported on
//! stderr, so an op the interpreter misses does not go unnoticed.

use std::collections::BTreeMap;

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::discouraged::Speculative;
use syn::parse::{ParseStream, Parser};

/// How deep family invocations may nest before the example gives up (a
/// family that recurses without end).
const MAX_EXPANSION_DEPTH: usize = 64;

/// The expansion of `item` if it carries one of the macros.
fn expand(item: &syn::Item) -> Option<(&'static str, String, TokenStream)> {
    let (attrs, name, kind) = match item {
        syn::Item::Struct(s) => (&s.attrs, s.ident.to_string(), "struct"),
        syn::Item::Enum(e) => (&e.attrs, e.ident.to_string(), "enum"),
        _ => return None,
    };
    for attr in attrs {
        let Some(macro_name) = attr.path().get_ident().map(|i| i.to_string()) else { continue };
        let args = match &attr.meta {
            syn::Meta::List(list) => list.tokens.clone(),
            _ => TokenStream::new(),
        };
        let mut stripped = item.clone();
        match &mut stripped {
            syn::Item::Struct(s) => s.attrs.retain(|a| a != attr),
            syn::Item::Enum(e) => e.attrs.retain(|a| a != attr),
            _ => {}
        }
        let tokens = stripped.to_token_stream();
        let expanded = match (macro_name.as_str(), kind) {
            ("op", "struct") => mlir_derive_impl::op::expand(args, tokens),
            ("dialect", "struct") => mlir_derive_impl::dialect::expand(args, tokens),
            ("enum_attr", "enum") => mlir_derive_impl::enum_attr::expand(args, tokens),
            _ => continue,
        };
        let label = match macro_name.as_str() {
            "op" => "op",
            "dialect" => "dialect",
            _ => "enum",
        };
        return Some((label, name, expanded));
    }
    None
}

/// One element of a `macro_rules!` matcher.
enum Matcher {
    /// A token that must appear as written.
    Token(TokenTree),
    /// A delimited group whose contents match the inner matcher.
    Group(Delimiter, Vec<Matcher>),
    /// `$name:kind`.
    Fragment { name: String, kind: String },
    /// `$( … ) separator? operator`.
    Repeat { inner: Vec<Matcher>, separator: Option<TokenTree>, operator: char },
}

/// One element of a `macro_rules!` transcriber.
enum Transcriber {
    /// A token copied as written.
    Token(TokenTree),
    /// A delimited group, transcribed inside.
    Group(Group, Vec<Transcriber>),
    /// `$name`.
    Variable(String),
    /// `$( … ) separator? operator` (the operator only mattered to the
    /// matcher).
    Repeat { inner: Vec<Transcriber>, separator: Option<TokenTree> },
}

/// What a matcher variable bound: tokens, or one binding per repetition.
#[derive(Clone)]
enum Binding {
    /// The tokens of one fragment.
    One(TokenStream),
    /// One binding per iteration of the repetition around the variable.
    Repeated(Vec<Binding>),
}

/// The variables bound by one match.
type Bindings = BTreeMap<String, Binding>;

/// A `macro_rules!` definition: its arms, tried in order.
struct MacroRules {
    arms: Vec<(Vec<Matcher>, Vec<Transcriber>)>,
}

impl MacroRules {
    /// Reads the arms `(matcher) => { transcriber };` of a definition.
    fn parse(body: TokenStream) -> Option<MacroRules> {
        let tokens: Vec<TokenTree> = body.into_iter().collect();
        let mut arms = Vec::new();
        let mut i = 0;
        while i < tokens.len() {
            let (TokenTree::Group(matcher), Some(TokenTree::Group(transcriber))) =
                (&tokens[i], tokens.get(i + 3))
            else {
                return None;
            };
            arms.push((parse_matcher(matcher.stream()), parse_transcriber(transcriber.stream())));
            i += 4;
            if matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ';') {
                i += 1;
            }
        }
        Some(MacroRules { arms })
    }

    /// The expansion of an invocation with `input`: the first arm that
    /// matches all of it, transcribed.
    fn invoke(&self, input: &TokenStream) -> Option<TokenStream> {
        self.arms.iter().find_map(|(matcher, transcriber)| {
            let mut bindings = Bindings::new();
            let matched = |stream: ParseStream| match_all(matcher, stream, &mut bindings);
            matched.parse2(input.clone()).ok()?;
            let mut out = TokenStream::new();
            transcribe(transcriber, &bindings, &mut out);
            Some(out)
        })
    }
}

/// A repetition's separator and operator after `$( … )`.
fn repetition_suffix(
    tokens: &mut std::iter::Peekable<proc_macro2::token_stream::IntoIter>,
) -> (Option<TokenTree>, char) {
    let is_operator =
        |t: &TokenTree| matches!(t, TokenTree::Punct(p) if matches!(p.as_char(), '*' | '+' | '?'));
    let separator = match tokens.peek() {
        Some(t) if !is_operator(t) => tokens.next(),
        _ => None,
    };
    let operator = match tokens.next() {
        Some(TokenTree::Punct(p)) => p.as_char(),
        _ => '*',
    };
    (separator, operator)
}

/// Reads a matcher: `$name:kind` fragments, `$( … ) sep op` repetitions,
/// groups and plain tokens.
fn parse_matcher(stream: TokenStream) -> Vec<Matcher> {
    let mut tokens = stream.into_iter().peekable();
    let mut out = Vec::new();
    while let Some(token) = tokens.next() {
        match token {
            TokenTree::Punct(p) if p.as_char() == '$' => match tokens.next() {
                Some(TokenTree::Ident(name)) => {
                    // `$name:kind`: skip the `:`.
                    tokens.next();
                    let kind = tokens.next().map(|k| k.to_string()).unwrap_or_default();
                    out.push(Matcher::Fragment { name: name.to_string(), kind });
                }
                Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
                    let inner = parse_matcher(g.stream());
                    let (separator, operator) = repetition_suffix(&mut tokens);
                    out.push(Matcher::Repeat { inner, separator, operator });
                }
                other => {
                    out.push(Matcher::Token(TokenTree::Punct(p)));
                    out.extend(other.map(Matcher::Token));
                }
            },
            TokenTree::Group(g) => {
                out.push(Matcher::Group(g.delimiter(), parse_matcher(g.stream())))
            }
            token => out.push(Matcher::Token(token)),
        }
    }
    out
}

/// Reads a transcriber: `$name` variables, `$( … ) sep op` repetitions,
/// groups and plain tokens.
fn parse_transcriber(stream: TokenStream) -> Vec<Transcriber> {
    let mut tokens = stream.into_iter().peekable();
    let mut out = Vec::new();
    while let Some(token) = tokens.next() {
        match token {
            TokenTree::Punct(p) if p.as_char() == '$' => match tokens.next() {
                // `$crate` names the defining crate; the macros read the
                // tokens, not the paths, so `crate` will do.
                Some(TokenTree::Ident(name)) if name == "crate" => {
                    out.push(Transcriber::Token(TokenTree::Ident(name)))
                }
                Some(TokenTree::Ident(name)) => out.push(Transcriber::Variable(name.to_string())),
                Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
                    let inner = parse_transcriber(g.stream());
                    let (separator, _) = repetition_suffix(&mut tokens);
                    out.push(Transcriber::Repeat { inner, separator });
                }
                other => {
                    out.push(Transcriber::Token(TokenTree::Punct(p)));
                    out.extend(other.map(Transcriber::Token));
                }
            },
            TokenTree::Group(g) => {
                let inner = parse_transcriber(g.stream());
                out.push(Transcriber::Group(g, inner));
            }
            token => out.push(Transcriber::Token(token)),
        }
    }
    out
}

/// Whether two tokens are the same (by text; spacing and spans aside).
fn same_token(expected: &TokenTree, found: &TokenTree) -> bool {
    match (expected, found) {
        (TokenTree::Punct(a), TokenTree::Punct(b)) => a.as_char() == b.as_char(),
        (TokenTree::Ident(a), TokenTree::Ident(b)) => a == b,
        (TokenTree::Literal(a), TokenTree::Literal(b)) => a.to_string() == b.to_string(),
        _ => false,
    }
}

/// Parses one fragment of kind `kind` and returns its tokens.
fn fragment(kind: &str, input: ParseStream) -> syn::Result<TokenStream> {
    Ok(match kind {
        "ident" => syn::Ident::parse_any(input)?.into_token_stream(),
        "literal" => input.parse::<syn::Lit>()?.into_token_stream(),
        "expr" => input.parse::<syn::Expr>()?.into_token_stream(),
        "ty" => input.parse::<syn::Type>()?.into_token_stream(),
        "path" => input.parse::<syn::Path>()?.into_token_stream(),
        "meta" => input.parse::<syn::Meta>()?.into_token_stream(),
        "tt" => input.parse::<TokenTree>()?.into_token_stream(),
        "item" => input.parse::<syn::Item>()?.into_token_stream(),
        "block" => input.parse::<syn::Block>()?.into_token_stream(),
        "pat" => syn::Pat::parse_single(input)?.into_token_stream(),
        "stmt" => input.parse::<syn::Stmt>()?.into_token_stream(),
        "lifetime" => input.parse::<syn::Lifetime>()?.into_token_stream(),
        "vis" => input.parse::<syn::Visibility>()?.into_token_stream(),
        other => return Err(input.error(format!("fragment `{other}` is not supported"))),
    })
}

/// The variables a matcher binds, at any depth.
fn variables(matcher: &[Matcher], out: &mut Vec<String>) {
    for m in matcher {
        match m {
            Matcher::Fragment { name, .. } => out.push(name.clone()),
            Matcher::Group(_, inner) | Matcher::Repeat { inner, .. } => variables(inner, out),
            Matcher::Token(_) => {}
        }
    }
}

/// Matches `matcher` against the whole of `input`.
fn match_all(matcher: &[Matcher], input: ParseStream, bindings: &mut Bindings) -> syn::Result<()> {
    match_prefix(matcher, input, bindings)?;
    if input.is_empty() { Ok(()) } else { Err(input.error("unexpected tokens")) }
}

/// Matches `matcher` against the start of `input`.
fn match_prefix(
    matcher: &[Matcher],
    input: ParseStream,
    bindings: &mut Bindings,
) -> syn::Result<()> {
    for m in matcher {
        match m {
            Matcher::Token(expected) => {
                let found: TokenTree = input.parse()?;
                if !same_token(expected, &found) {
                    return Err(syn::Error::new(found.span(), format!("expected `{expected}`")));
                }
            }
            Matcher::Group(delimiter, inner) => {
                let found: TokenTree = input.parse()?;
                match found {
                    TokenTree::Group(g) if g.delimiter() == *delimiter => {
                        let matched = |stream: ParseStream| match_all(inner, stream, bindings);
                        matched.parse2(g.stream())?;
                    }
                    other => return Err(syn::Error::new(other.span(), "expected a group")),
                }
            }
            Matcher::Fragment { name, kind } => {
                bindings.insert(name.clone(), Binding::One(fragment(kind, input)?));
            }
            Matcher::Repeat { inner, separator, operator } => {
                let mut iterations: Vec<Bindings> = Vec::new();
                loop {
                    let fork = input.fork();
                    if let (Some(separator), false) = (separator, iterations.is_empty()) {
                        match fork.parse::<TokenTree>() {
                            Ok(found) if same_token(separator, &found) => {}
                            _ => break,
                        }
                    }
                    let mut iteration = Bindings::new();
                    if match_prefix(inner, &fork, &mut iteration).is_err() {
                        break;
                    }
                    // An iteration that consumes nothing would repeat forever.
                    let consumed = fork.cursor() != input.cursor();
                    input.advance_to(&fork);
                    iterations.push(iteration);
                    if *operator == '?' || !consumed {
                        break;
                    }
                }
                if *operator == '+' && iterations.is_empty() {
                    return Err(input.error("expected at least one repetition"));
                }
                let mut names = Vec::new();
                variables(inner, &mut names);
                for name in names {
                    let each = iterations
                        .iter()
                        .map(|i| i.get(&name).cloned().unwrap_or(Binding::Repeated(Vec::new())))
                        .collect();
                    bindings.insert(name, Binding::Repeated(each));
                }
            }
        }
    }
    Ok(())
}

/// How many times a repetition in the transcriber runs: the length of the
/// repeated variables it uses (`None` when it uses none).
fn repetitions(transcriber: &[Transcriber], bindings: &Bindings) -> Option<usize> {
    transcriber.iter().find_map(|t| match t {
        Transcriber::Variable(name) => match bindings.get(name) {
            Some(Binding::Repeated(each)) => Some(each.len()),
            _ => None,
        },
        Transcriber::Group(_, inner) | Transcriber::Repeat { inner, .. } => {
            repetitions(inner, bindings)
        }
        Transcriber::Token(_) => None,
    })
}

/// Writes the transcription of `transcriber` under `bindings` to `out`.
fn transcribe(transcriber: &[Transcriber], bindings: &Bindings, out: &mut TokenStream) {
    for t in transcriber {
        match t {
            Transcriber::Token(token) => out.extend([token.clone()]),
            Transcriber::Variable(name) => match bindings.get(name) {
                Some(Binding::One(tokens)) => out.extend(tokens.clone()),
                // A variable that is not bound is not one: `$` and the name.
                _ => out.extend(quote::quote!($).into_iter().chain([TokenTree::Ident(
                    proc_macro2::Ident::new(name, proc_macro2::Span::call_site()),
                )])),
            },
            Transcriber::Group(group, inner) => {
                let mut stream = TokenStream::new();
                transcribe(inner, bindings, &mut stream);
                let mut transcribed = Group::new(group.delimiter(), stream);
                transcribed.set_span(group.span());
                out.extend([TokenTree::Group(transcribed)]);
            }
            Transcriber::Repeat { inner, separator } => {
                for i in 0..repetitions(inner, bindings).unwrap_or(0) {
                    if i > 0 {
                        out.extend(separator.clone());
                    }
                    // Inside the repetition, each repeated variable stands
                    // for its `i`-th binding.
                    let mut nested = bindings.clone();
                    for (name, binding) in bindings {
                        if let Binding::Repeated(each) = binding
                            && let Some(one) = each.get(i)
                        {
                            nested.insert(name.clone(), one.clone());
                        }
                    }
                    transcribe(inner, &nested, out);
                }
            }
        }
    }
}

/// Collects the `macro_rules!` definitions among `items` (inline modules
/// included).
fn collect_families(items: &[syn::Item], families: &mut BTreeMap<String, MacroRules>) {
    for item in items {
        match item {
            syn::Item::Macro(m) if m.mac.path.is_ident("macro_rules") => {
                let Some(name) = &m.ident else { continue };
                if let Some(rules) = MacroRules::parse(m.mac.tokens.clone()) {
                    families.insert(name.to_string(), rules);
                }
            }
            syn::Item::Mod(m) => {
                if let Some((_, content)) = &m.content {
                    collect_families(content, families);
                }
            }
            _ => {}
        }
    }
}

/// An item to measure, with the family that declared it (`None` when it
/// is written out in the source).
struct Declared {
    item: syn::Item,
    family: Option<String>,
}

/// The items of `items` with invocations of `families` expanded (and
/// inline modules entered), in source order.
fn declared_items(
    items: Vec<syn::Item>,
    families: &BTreeMap<String, MacroRules>,
    family: Option<&str>,
    depth: usize,
    path: &str,
    out: &mut Vec<Declared>,
) {
    for item in items {
        match item {
            syn::Item::Macro(m) if m.ident.is_none() => {
                let Some(name) = m.mac.path.get_ident().map(|i| i.to_string()) else { continue };
                let Some(rules) = families.get(&name) else { continue };
                if depth >= MAX_EXPANSION_DEPTH {
                    eprintln!("{path}: `{name}!` nests more than {MAX_EXPANSION_DEPTH} deep");
                    continue;
                }
                let Some(expanded) = rules.invoke(&m.mac.tokens) else {
                    eprintln!("{path}: no arm of `{name}!` matches `{}`", m.mac.tokens);
                    continue;
                };
                match syn::parse2::<syn::File>(expanded) {
                    Ok(file) => {
                        // The outermost family names the ops it declares.
                        let family = family.unwrap_or(&name);
                        declared_items(file.items, families, Some(family), depth + 1, path, out);
                    }
                    Err(e) => eprintln!("{path}: the expansion of `{name}!` does not parse: {e}"),
                }
            }
            syn::Item::Mod(syn::ItemMod { content: Some((_, content)), .. }) => {
                declared_items(content, families, family, depth, path, out);
            }
            item => out.push(Declared { item, family: family.map(str::to_owned) }),
        }
    }
}

fn main() {
    let mut files = Vec::new();
    let mut families = BTreeMap::new();
    for path in std::env::args().skip(1) {
        let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let file = syn::parse_file(&source).unwrap_or_else(|e| panic!("{path}: {e}"));
        collect_families(&file.items, &mut families);
        files.push((path, file));
    }
    let mut ops = (0usize, 0usize);
    let mut from_families = 0usize;
    let mut total = 0;
    for (path, file) in files {
        let mut declared = Vec::new();
        declared_items(file.items, &families, None, 0, &path, &mut declared);
        for Declared { item, family } in declared {
            let Some((kind, name, expanded)) = expand(&item) else { continue };
            // An expansion with errors is the stub: its size would mislead.
            if expanded.to_string().contains("compile_error") {
                eprintln!("{path}: {name} expands with errors");
            }
            let parsed: syn::File = match syn::parse2(expanded) {
                Ok(f) => f,
                Err(e) => panic!("{path}: the expansion of {name} does not parse: {e}"),
            };
            let lines = prettyplease::unparse(&parsed).lines().count();
            match &family {
                Some(family) => println!("{kind:8} {name:24} {lines:6} lines  ({family}!)"),
                None => println!("{kind:8} {name:24} {lines:6} lines"),
            }
            total += lines;
            if kind == "op" {
                ops = (ops.0 + 1, ops.1 + lines);
                from_families += usize::from(family.is_some());
            }
        }
    }
    println!("total {total} lines");
    if ops.0 > 0 {
        println!(
            "ops {} ({} lines, {} per op; {from_families} declared by macro_rules! families)",
            ops.0,
            ops.1,
            ops.1 / ops.0
        );
    }
}
