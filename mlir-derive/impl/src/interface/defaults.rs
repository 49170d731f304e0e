//! The default bodies of an interface's model trait: a default method of
//! the trait, written on the implementer (`self` the op handle), becomes a
//! default of the model trait when its body uses the implementer only
//! through the interface's own methods and the handle's accessor, so a
//! model (an external one, or one shared by several ops) need not repeat
//! it. The body is rewritten onto the model: `self.m(a)` becomes
//! `self.m(op, a)` for a method that takes the implementer, `Self::m(a)`
//! and `self.m(a)` of a static method become `self.m(a)`, and
//! `self.as_op()` (`as_attr`, `as_type`) becomes the value the model's
//! method takes. Any other use of `self` or `Self` keeps the method
//! required.

use proc_macro2::{Delimiter, Group, Ident, TokenStream, TokenTree};
use quote::quote;

/// What the rewriting knows of the interface.
pub(crate) struct Rewrite<'a> {
    /// Methods that take the implementer (`&self` in the trait).
    pub takes_value: &'a [String],
    /// Static methods (no receiver in the trait).
    pub statics: &'a [String],
    /// The name of the value the model's methods take (`op`, `attr`,
    /// `ty`); `None` for a dialect interface, whose model is the dialect.
    pub value: Option<&'a Ident>,
    /// The handle's accessor of that value (`as_op`, `as_attr`,
    /// `as_type`).
    pub accessor: Option<&'a str>,
}

impl Rewrite<'_> {
    /// `tokens` rewritten onto the model, or `None` when they use the
    /// implementer otherwise.
    pub(crate) fn body(&self, tokens: TokenStream) -> Option<TokenStream> {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out = TokenStream::new();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Ident(id) if id == "self" => {
                    let (call, used) = self.self_call(&trees[i..])?;
                    out.extend(call);
                    i += used;
                }
                TokenTree::Ident(id) if id == "Self" => {
                    let (call, used) = self.static_call(&trees[i..])?;
                    out.extend(call);
                    i += used;
                }
                TokenTree::Group(g) => {
                    let mut group = Group::new(g.delimiter(), self.body(g.stream())?);
                    group.set_span(g.span());
                    out.extend([TokenTree::Group(group)]);
                    i += 1;
                }
                other => {
                    out.extend([other.clone()]);
                    i += 1;
                }
            }
        }
        Some(out)
    }

    /// `self.m(args)` (four trees) rewritten, and how many trees it took.
    fn self_call(&self, trees: &[TokenTree]) -> Option<(TokenStream, usize)> {
        let [_, TokenTree::Punct(dot), TokenTree::Ident(m), TokenTree::Group(args), ..] = trees
        else {
            return None;
        };
        if dot.as_char() != '.' || args.delimiter() != Delimiter::Parenthesis {
            return None;
        }
        let name = m.to_string();
        let inner = self.body(args.stream())?;
        if self.accessor == Some(name.as_str()) && inner.is_empty() {
            let value = self.value?;
            return Some((quote!(#value), 4));
        }
        Some((self.method_call(m, &name, inner)?, 4))
    }

    /// `Self::m(args)` (five trees) of a static method rewritten.
    fn static_call(&self, trees: &[TokenTree]) -> Option<(TokenStream, usize)> {
        let [
            _,
            TokenTree::Punct(a),
            TokenTree::Punct(b),
            TokenTree::Ident(m),
            TokenTree::Group(args),
            ..,
        ] = trees
        else {
            return None;
        };
        if a.as_char() != ':' || b.as_char() != ':' || args.delimiter() != Delimiter::Parenthesis {
            return None;
        }
        let name = m.to_string();
        if !self.statics.contains(&name) {
            return None;
        }
        Some((self.method_call(m, &name, self.body(args.stream())?)?, 5))
    }

    /// The model's call of interface method `m` with `inner` arguments.
    fn method_call(&self, m: &Ident, name: &str, inner: TokenStream) -> Option<TokenStream> {
        let takes_value = self.takes_value.iter().any(|n| n == name);
        if !takes_value && !self.statics.iter().any(|n| n == name) {
            return None;
        }
        match self.value.filter(|_| takes_value) {
            Some(value) if inner.is_empty() => Some(quote!(self.#m(#value))),
            Some(value) => Some(quote!(self.#m(#value, #inner))),
            None => Some(quote!(self.#m(#inner))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rewrite;
    use proc_macro2::{Ident, Span, TokenStream};

    fn rewrite(body: &str) -> Option<String> {
        let (takes, statics) = (["factor".to_owned()], ["kind".to_owned()]);
        let op = Ident::new("op", Span::call_site());
        let r = Rewrite {
            takes_value: &takes,
            statics: &statics,
            value: Some(&op),
            accessor: Some("as_op"),
        };
        r.body(body.parse::<TokenStream>().unwrap()).map(|t| t.to_string())
    }

    #[test]
    fn calls_on_the_implementer_move_to_the_model() {
        assert_eq!(
            rewrite("self.factor(ir) == 1").as_deref(),
            Some("self . factor (op , ir) == 1")
        );
        assert_eq!(rewrite("Self::kind(i)").as_deref(), Some("self . kind (i)"));
        assert_eq!(
            rewrite("(0..self.as_op().n(ir)).map(|i| self.factor(i))").as_deref(),
            Some("(0 .. op . n (ir)) . map (| i | self . factor (op , i))")
        );
    }

    #[test]
    fn other_uses_of_the_implementer_keep_the_method_required() {
        assert_eq!(rewrite("self.input(ir)"), None);
        assert_eq!(rewrite("let x = self; x"), None);
        assert_eq!(rewrite("Self::factor(ir)"), None);
    }
}
