//! Measures what the macros generate: expands every `#[op]`, `#[dialect]`
//! and `#[enum_attr]` item of the given Rust source files in-process,
//! formats each expansion with prettyplease, and prints its line count, the
//! total, and the mean per op (the figure `BENCHMARKS.md` records).
//!
//! ```sh
//! cargo run -p mlir-derive-impl --example expansion_size -- mlir-dialects/src/arith/ops/*.rs
//! ```

use proc_macro2::TokenStream;
use quote::ToTokens;

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

fn main() {
    let mut ops = (0usize, 0usize);
    let mut total = 0;
    for path in std::env::args().skip(1) {
        let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let file = syn::parse_file(&source).unwrap_or_else(|e| panic!("{path}: {e}"));
        for item in &file.items {
            let Some((kind, name, expanded)) = expand(item) else { continue };
            let parsed: syn::File = match syn::parse2(expanded) {
                Ok(f) => f,
                Err(e) => panic!("{path}: the expansion of {name} does not parse: {e}"),
            };
            let lines = prettyplease::unparse(&parsed).lines().count();
            println!("{kind:8} {name:24} {lines:6} lines");
            total += lines;
            if kind == "op" {
                ops = (ops.0 + 1, ops.1 + lines);
            }
        }
    }
    println!("total {total} lines");
    if ops.0 > 0 {
        println!("ops {} ({} lines, {} per op)", ops.0, ops.1, ops.1 / ops.0);
    }
}
