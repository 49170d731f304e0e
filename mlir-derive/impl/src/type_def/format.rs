//! `format = "…"` on a kind: the parameter format, parsed with the op
//! formats' syntax (`params` and `struct(…)` allowed), checked against the
//! parameters (each named once, none left out, anchors on parameters that
//! may be absent) and resolved into elements with MLIR's generator-time
//! spacing decided, ready for the core's `ParamFormat` tables.

use super::model::KindModel;
use crate::asm_format::spacing::Spacing;
use crate::asm_format::syntax::{Item, Node, invalid_literal, parse_params_format};

/// One resolved element (the core's `ParamElement`, indices into the
/// parameters).
pub(crate) enum PElem {
    Literal {
        text: String,
        space: bool,
    },
    Param {
        index: usize,
        space: bool,
    },
    Params {
        space: bool,
    },
    Struct {
        indices: Vec<usize>,
        space: bool,
    },
    Qualified {
        index: usize,
        space: bool,
    },
    /// `custom<Name>($a, …)`: the user's `parse_name`/`print_name`.
    Custom {
        name: String,
        args: Vec<usize>,
        space: bool,
    },
    Optional {
        elements: Vec<PElem>,
        otherwise: Vec<PElem>,
        anchor: Vec<usize>,
        inverted: bool,
    },
}

/// An error: message, offset in the string and length of the underlined
/// part.
pub(crate) type FormatError = (String, usize, usize);

struct Resolver<'m> {
    model: &'m KindModel,
    seen: Vec<bool>,
    spacing: Spacing,
    errors: Vec<FormatError>,
}

/// Resolves `src`, the format of `model`.
pub(crate) fn resolve(model: &KindModel, src: &str) -> Result<Vec<PElem>, Vec<FormatError>> {
    let items = parse_params_format(src).map_err(|(message, at)| vec![(message, at, 1)])?;
    let mut r = Resolver {
        model,
        seen: vec![false; model.params.len()],
        spacing: Spacing::start(),
        errors: Vec::new(),
    };
    let elements = r.items(&items, false);
    // A misspelt `$name` also leaves its parameter out: one error is enough.
    let misspelt = !r.errors.is_empty();
    for (param, seen) in model.params.iter().zip(&r.seen) {
        if !seen && !misspelt && param.self_type.is_none() {
            let name = &param.ident;
            r.errors.push((
                format!("parameter `{name}` is left out: the format must write every parameter (`${name}`, `params` or `struct(…)`)"),
                0,
                src.len(),
            ));
        }
    }
    if r.errors.is_empty() { Ok(elements) } else { Err(r.errors) }
}

impl Resolver<'_> {
    fn items(&mut self, items: &[Item], in_group: bool) -> Vec<PElem> {
        items.iter().filter_map(|item| self.item(item, in_group)).collect()
    }

    /// The parameter `$name` stands for, marked seen (an error when it is
    /// unknown or already written).
    fn param(&mut self, name: &str, at: usize) -> Option<usize> {
        let names = self.model.params.iter().map(|p| p.name.clone());
        let Some(index) = self.model.params.iter().position(|p| p.ident == name || p.name == name)
        else {
            let names: Vec<String> = names.collect();
            let suggestion = crate::suggest::did_you_mean(name, names.iter().map(String::as_str));
            let ident = &self.model.ident;
            self.errors.push((
                format!("`${name}` is not a parameter of `{ident}`{suggestion}"),
                at,
                name.len() + 1,
            ));
            return None;
        };
        if self.model.params[index].self_type.is_some() {
            self.errors.push((
                format!("`${name}` is the attribute's own type (`#[param(self_type)]`), written after it as `: type`: leave it out of the format"),
                at,
                name.len() + 1,
            ));
            return None;
        }
        if std::mem::replace(&mut self.seen[index], true) {
            self.errors.push((
                format!("parameter `{name}` is written more than once"),
                at,
                name.len() + 1,
            ));
        }
        Some(index)
    }

    /// Every parameter, for `params`.
    fn all_params(&mut self, at: usize) -> Vec<usize> {
        if self.seen.iter().any(|s| *s) {
            self.errors.push((
                "`params` repeats parameters written elsewhere".into(),
                at,
                "params".len(),
            ));
        }
        self.seen.iter_mut().for_each(|s| *s = true);
        // The self type is written after the attribute, never here.
        (0..self.model.params.len()).filter(|&i| self.model.params[i].self_type.is_none()).collect()
    }

    fn item(&mut self, item: &Item, in_group: bool) -> Option<PElem> {
        let at = item.at;
        match &item.node {
            Node::Literal(text) => {
                // Spacing (`` ` ` ``, `` `` ``, `` `\n` ``) aside, a literal
                // is one MLIR's formats accept.
                let spacing = matches!(text.as_str(), "" | " " | "\\n" | "\n");
                if let Some(message) = invalid_literal(text).filter(|_| !spacing) {
                    self.errors.push((message, at, text.len() + 2));
                    return None;
                }
                let space = self.spacing.literal(text);
                Some(PElem::Literal { text: text.clone(), space })
            }
            Node::Var(name) => {
                let index = self.param(name, at)?;
                Some(PElem::Param { index, space: self.spacing.variable() })
            }
            Node::Directive(d) if d == "params" => {
                self.all_params(at);
                Some(PElem::Params { space: self.spacing.variable() })
            }
            Node::Call(name, args) if name == "struct" => {
                let mut indices = Vec::new();
                for arg in args {
                    match &arg.node {
                        Node::Var(v) => indices.extend(self.param(v, arg.at)),
                        Node::Directive(d) if d == "params" => {
                            indices.extend(self.all_params(arg.at))
                        }
                        _ => self.errors.push((
                            "`struct(…)` takes `$parameters` or `params`".into(),
                            arg.at,
                            1,
                        )),
                    }
                }
                Some(PElem::Struct { indices, space: self.spacing.variable() })
            }
            Node::Call(name, args) if name == "qualified" => match args.as_slice() {
                [Item { node: Node::Var(v), at, .. }] => {
                    let index = self.param(v, *at)?;
                    Some(PElem::Qualified { index, space: self.spacing.variable() })
                }
                _ => {
                    self.errors.push(("`qualified(…)` takes one `$parameter`".into(), at, 9));
                    None
                }
            },
            Node::Optional(then, otherwise) => self.optional(then, otherwise, at, in_group),
            Node::Custom(name, args) => {
                let mut indices = Vec::new();
                for arg in args {
                    match &arg.node {
                        Node::Var(v) => indices.extend(self.param(v, arg.at)),
                        _ => self.errors.push((
                            format!(
                                "`custom<{name}>(…)` takes `$parameters` in a parameter format"
                            ),
                            arg.at,
                            1,
                        )),
                    }
                }
                if args.is_empty() {
                    self.errors.push((
                        format!("`custom<{name}>` needs the parameters it reads and writes: `custom<{name}>($a, …)`"),
                        at,
                        "custom".len(),
                    ));
                }
                Some(PElem::Custom {
                    name: name.clone(),
                    args: indices,
                    space: self.spacing.variable(),
                })
            }
            Node::Directive(name) | Node::Call(name, _) => {
                self.errors.push((
                    format!("`{name}` is not a directive of parameter formats (expected `params`, `struct(…)`, `qualified(…)`, `custom<…>(…)`)"),
                    at,
                    name.len(),
                ));
                None
            }
            Node::OIList(_) => {
                self.errors.push((
                    "`oilist` is not a directive of parameter formats".into(),
                    at,
                    "oilist".len(),
                ));
                None
            }
        }
    }

    fn optional(
        &mut self,
        then: &[Item],
        otherwise: &[Item],
        at: usize,
        in_group: bool,
    ) -> Option<PElem> {
        if in_group {
            self.errors.push(("optional groups cannot nest".into(), at, 1));
            return None;
        }
        let anchored = |items: &[Item]| items.iter().find(|i| i.anchor).cloned();
        let (anchor_item, inverted) = match (anchored(then), anchored(otherwise)) {
            (Some(item), _) => (item, false),
            (None, Some(item)) => (item, true),
            (None, None) => {
                self.errors.push((
                    "an optional group needs an anchor: `^` after a parameter that may be absent"
                        .into(),
                    at,
                    1,
                ));
                return None;
            }
        };
        if then.is_empty() {
            self.errors.push(("an optional group starts with an element".into(), at, 1));
            return None;
        }
        let elements = self.items(then, true);
        let otherwise = self.items(otherwise, true);
        let anchor = self.anchor_params(&anchor_item);
        Some(PElem::Optional { elements, otherwise, anchor, inverted })
    }

    /// The parameters an anchor stands for; each must be optional or
    /// default-valued, else the group would always print.
    fn anchor_params(&mut self, item: &Item) -> Vec<usize> {
        let names: Vec<&str> = match &item.node {
            Node::Var(v) => vec![v.as_str()],
            Node::Call(_, args) | Node::Custom(_, args) => args
                .iter()
                .filter_map(|a| match &a.node {
                    Node::Var(v) => Some(v.as_str()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let indices: Vec<usize> = if matches!(&item.node, Node::Directive(d) if d == "params")
            || matches!(&item.node, Node::Call(_, args) if args.iter().any(|a| matches!(&a.node, Node::Directive(_))))
        {
            (0..self.model.params.len()).collect()
        } else {
            names
                .iter()
                .filter_map(|n| self.model.params.iter().position(|p| p.ident == n || p.name == *n))
                .collect()
        };
        let may_be_absent = |i: &usize| {
            let param = &self.model.params[*i];
            param.default.is_some() || super::check::is_option(&param.ty)
        };
        if let Some(&first) = indices.first()
            && !indices.iter().any(may_be_absent)
        {
            let name = &self.model.params[first].ident;
            self.errors.push((
                format!("the anchor `{name}` is always present: anchor an `Option<…>` parameter or one with `#[param(default = …)]`"),
                item.at,
                name.to_string().len() + 1,
            ));
        }
        if indices.is_empty() {
            self.errors.push(("the anchor must be a parameter".into(), item.at, 1));
        }
        indices
    }
}
