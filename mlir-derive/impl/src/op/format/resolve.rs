//! Checks a parsed format against the op and resolves its variables: MLIR's
//! rules (every operand, region and successor written once, `attr-dict`
//! exactly once, valid anchors, types that are written or can be inferred)
//! plus the ambiguities MLIR lets through (an optional attribute outside
//! any optional group, adjacent optional elements that can start alike, a
//! comma after a variadic list). Violations are collected with their
//! offsets in the string.

use crate::asm_format::syntax::{Item, Node, invalid_literal, is_keyword};
use crate::op::model::{Arity, OpModel};

/// Whose types a type directive names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum TypeOf {
    Operand(usize),
    Result(usize),
    Operands,
    Results,
}

/// An argument of a custom directive.
#[derive(Clone, Debug)]
pub(crate) enum CustomArg {
    Operand(usize),
    Attr(usize),
    Successor(usize),
    Region(usize),
    Type(TypeOf),
    /// `attr-dict` (or `attr-dict-with-keyword`): the directive parses and
    /// prints the op's attribute dictionary itself.
    AttrDict,
    /// `ref(…)`: something parsed before, passed by shared reference.
    Ref(Box<CustomArg>),
}

/// The anchor of an optional group.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Anchor {
    Operand(usize),
    Attr(usize),
    ElidedUnitAttr(usize),
    Region(usize),
    Successor(usize),
    Type(TypeOf),
    /// Never present (an `oilist` clause of literals alone).
    Never,
}

/// A resolved format element.
#[derive(Clone, Debug)]
pub(crate) enum Elem {
    Literal(String),
    /// `` ` ` ``.
    Space,
    /// ``` `` ```.
    NoSpace,
    Newline,
    Operand(usize),
    Operands,
    Attr {
        index: usize,
        qualified: bool,
    },
    Successor(usize),
    Successors,
    Region(usize),
    Regions,
    /// `type(…)`; `true` when `qualified(…)` wraps it (a dialect type is
    /// then written in full, not stripped).
    Type(TypeOf, bool),
    FunctionalType(TypeOf, TypeOf),
    AttrDict(bool),
    PropDict,
    Custom {
        name: String,
        args: Vec<CustomArg>,
    },
    Optional {
        then: Vec<Elem>,
        otherwise: Vec<Elem>,
        anchor: Anchor,
        /// The anchor is in the else part (printed when it is present).
        inverted: bool,
    },
    OIList(Vec<(String, Vec<Elem>, Anchor)>),
}

/// The first token an element can start with, for ambiguity checks.
#[derive(Clone, Debug)]
pub(crate) enum Start {
    Literal(String),
    Percent,
    Caret,
    LBrace,
    Type,
    /// An attribute of the constraint of attribute `index`: decided by a
    /// generated const assertion.
    Attr(usize),
    Unknown,
}

/// A pair of starts the macro cannot compare itself: attribute `index`
/// against `other`, reported at `at` (`len` bytes of the string; none when
/// `len` is 0) if they overlap.
pub(crate) struct AttrOverlap {
    pub attr: usize,
    pub other: Start,
    pub message: String,
    pub at: usize,
    pub len: usize,
}

/// The resolved format and what the checks found.
pub(crate) struct Resolved {
    pub elements: Vec<Elem>,
    /// Operand and result groups whose types a type directive writes
    /// (`true`) or a custom directive fills (`Some(true)` in `custom`).
    pub operand_written: Vec<bool>,
    pub result_written: Vec<bool>,
    pub operand_custom: Vec<bool>,
    pub result_custom: Vec<bool>,
    /// Attributes the format writes.
    pub bound_attrs: Vec<usize>,
    /// Overlaps for const assertions.
    pub attr_overlaps: Vec<AttrOverlap>,
}

/// What a `$name` stands for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Var {
    Operand(usize),
    Result(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
}

struct Resolver<'m> {
    model: &'m OpModel,
    errors: Vec<(String, usize, usize)>,
    operand_seen: Vec<bool>,
    region_seen: Vec<bool>,
    successor_seen: Vec<bool>,
    attr_seen: Vec<bool>,
    operand_written: Vec<bool>,
    result_written: Vec<bool>,
    operand_custom: Vec<bool>,
    result_custom: Vec<bool>,
    all_operands: bool,
    all_results_typed: bool,
    all_operands_typed: bool,
    all_regions: bool,
    all_successors: bool,
    attr_dicts: usize,
    attr_overlaps: Vec<AttrOverlap>,
    /// Names offered as "did you mean" for a misspelt variable: the part
    /// is then not also reported as missing from the format.
    suggested: Vec<String>,
}

/// Resolves `items`; errors are `(message, offset, length)`.
pub(crate) fn resolve(
    model: &OpModel,
    items: &[Item],
) -> Result<Resolved, Vec<(String, usize, usize)>> {
    let mut r = Resolver {
        model,
        errors: Vec::new(),
        operand_seen: vec![false; model.operands.len()],
        region_seen: vec![false; model.regions.len()],
        successor_seen: vec![false; model.successors.len()],
        attr_seen: vec![false; model.attrs.len()],
        operand_written: vec![false; model.operands.len()],
        result_written: vec![false; model.results.len()],
        operand_custom: vec![false; model.operands.len()],
        result_custom: vec![false; model.results.len()],
        all_operands: false,
        all_results_typed: false,
        all_operands_typed: false,
        all_regions: false,
        all_successors: false,
        attr_dicts: 0,
        attr_overlaps: Vec::new(),
        suggested: Vec::new(),
    };
    r.check_anchors(items, false);
    let elements = r.items(items, false);
    r.check_sequence(items, &elements);
    r.check_coverage();
    if r.errors.is_empty() {
        let bound_attrs = (0..model.attrs.len())
            .filter(|&i| r.attr_seen[i] || model.attrs[i].synthetic)
            .collect();
        Ok(Resolved {
            elements,
            operand_written: r.operand_written,
            result_written: r.result_written,
            operand_custom: r.operand_custom,
            result_custom: r.result_custom,
            bound_attrs,
            attr_overlaps: r.attr_overlaps,
        })
    } else {
        Err(r.errors)
    }
}

impl Resolver<'_> {
    fn error(&mut self, at: usize, len: usize, message: impl Into<String>) {
        self.errors.push((message.into(), at, len));
    }

    /// `^` is only valid on an element of an optional group's `then`
    /// part (`allowed`), where `optional` checks there is one.
    fn check_anchors(&mut self, items: &[Item], allowed: bool) {
        for item in items {
            if item.anchor && !allowed {
                self.error(
                    item.at,
                    item_len(item),
                    "`^` marks the anchor of an optional group: it is only valid on an element of an optional group or of its else part (not in an argument list or an `oilist`)",
                );
            }
            match &item.node {
                Node::Optional(then, otherwise) => {
                    self.check_anchors(then, true);
                    // An anchor in the else part inverts the group.
                    self.check_anchors(otherwise, !otherwise.is_empty());
                }
                Node::Call(_, args) | Node::Custom(_, args) => self.check_anchors(args, false),
                Node::OIList(clauses) => {
                    for clause in clauses {
                        self.check_anchors(clause, false);
                    }
                }
                Node::Literal(_) | Node::Var(_) | Node::Directive(_) => {}
            }
        }
    }

    fn lookup(&self, name: &str) -> Option<Var> {
        let m = self.model;
        let unraw = |i: &syn::Ident| {
            let s = i.to_string();
            s.strip_prefix("r#").map(str::to_owned).unwrap_or(s)
        };
        if let Some(i) = m.operands.iter().position(|p| unraw(&p.name) == name) {
            return Some(Var::Operand(i));
        }
        if let Some(i) = m.results.iter().position(|p| unraw(&p.name) == name) {
            return Some(Var::Result(i));
        }
        if let Some(i) = m.attrs.iter().position(|a| {
            !a.synthetic
                && (unraw(&a.name) == name
                    || a.mlir_name == name
                    || a.camel_name.as_deref() == Some(name))
        }) {
            return Some(Var::Attr(i));
        }
        if let Some(i) = m
            .regions
            .iter()
            .position(|p| unraw(&p.name) == name || p.rename.as_deref() == Some(name))
        {
            return Some(Var::Region(i));
        }
        if let Some(i) = m.successors.iter().position(|p| unraw(&p.name) == name) {
            return Some(Var::Successor(i));
        }
        None
    }

    /// `" (did you mean `$x`?)"` for a misspelt variable, remembering `x`.
    fn suggest(&mut self, name: &str) -> String {
        let m = self.model;
        let unraw = |i: &syn::Ident| {
            let s = i.to_string();
            s.strip_prefix("r#").map(str::to_owned).unwrap_or(s)
        };
        let parts = m.operands.iter().chain(&m.results).chain(&m.regions).chain(&m.successors);
        let names: Vec<String> = parts
            .map(|p| unraw(&p.name))
            .chain(m.attrs.iter().filter(|a| !a.synthetic).map(|a| unraw(&a.name)))
            .collect();
        match crate::suggest::closest(name, names.iter().map(String::as_str)) {
            Some(close) => {
                self.suggested.push(close.to_owned());
                format!(" (did you mean `${close}`?)")
            }
            None => String::new(),
        }
    }

    fn items(&mut self, items: &[Item], in_group: bool) -> Vec<Elem> {
        items.iter().filter_map(|item| self.item(item, in_group)).collect()
    }

    fn item(&mut self, item: &Item, in_group: bool) -> Option<Elem> {
        let at = item.at;
        match &item.node {
            Node::Literal(text) => self.literal(text, at),
            Node::Var(name) => self.variable(name, at, in_group),
            Node::Directive(d) => self.directive(d, at, in_group),
            Node::Call(name, args) => self.call(name, args, at, in_group),
            Node::Custom(name, args) => {
                let args = args.iter().filter_map(|a| self.custom_arg(a, false)).collect();
                Some(Elem::Custom { name: name.clone(), args })
            }
            Node::Optional(then, otherwise) => self.optional(then, otherwise, at),
            Node::OIList(clauses) => self.oilist(clauses, at),
        }
    }

    /// A literal: spacing, a newline, or text a literal may hold.
    fn literal(&mut self, text: &str, at: usize) -> Option<Elem> {
        match text {
            "" => Some(Elem::NoSpace),
            " " => Some(Elem::Space),
            // `\n` as written in a raw string, or a real newline.
            "\\n" | "\n" => Some(Elem::Newline),
            t => match invalid_literal(t) {
                None => Some(Elem::Literal(t.to_owned())),
                Some(message) => {
                    self.error(at, t.len() + 2, message);
                    None
                }
            },
        }
    }

    /// A keyword directive: `attr-dict`, `prop-dict`, `operands`,
    /// `regions`, `successors` (each once).
    fn directive(&mut self, d: &str, at: usize, in_group: bool) -> Option<Elem> {
        match d {
            "attr-dict" | "attr-dict-with-keyword" => {
                self.attr_dicts += 1;
                if self.attr_dicts > 1 {
                    self.error(at, d.len(), "`attr-dict` appears more than once");
                }
                if in_group {
                    self.error(at, d.len(), "`attr-dict` cannot be inside an optional group");
                }
                Some(Elem::AttrDict(d == "attr-dict-with-keyword"))
            }
            "prop-dict" => Some(Elem::PropDict),
            "operands" => {
                if self.operand_seen.iter().any(|s| *s) || self.all_operands {
                    self.error(at, d.len(), "`operands` repeats operands written elsewhere");
                }
                self.all_operands = true;
                self.operand_seen.iter_mut().for_each(|s| *s = true);
                Some(Elem::Operands)
            }
            "regions" => {
                if self.region_seen.iter().any(|s| *s) || self.all_regions {
                    self.error(at, d.len(), "`regions` repeats regions written elsewhere");
                }
                self.all_regions = true;
                self.region_seen.iter_mut().for_each(|s| *s = true);
                Some(Elem::Regions)
            }
            "successors" => {
                if self.successor_seen.iter().any(|s| *s) || self.all_successors {
                    self.error(at, d.len(), "`successors` repeats successors written elsewhere");
                }
                self.all_successors = true;
                self.successor_seen.iter_mut().for_each(|s| *s = true);
                Some(Elem::Successors)
            }
            _ => {
                self.error(
                    at,
                    d.len(),
                    "`results` can only be used inside `type(…)` or `functional-type(…)`",
                );
                None
            }
        }
    }

    /// `oilist(…)`: each clause with its keyword and the anchor telling
    /// whether it is present.
    fn oilist(&mut self, clauses: &[Vec<Item>], at: usize) -> Option<Elem> {
        let mut out = Vec::new();
        for clause in clauses {
            let Some((first, rest)) = clause.split_first() else {
                self.error(at, 6, "an `oilist` clause is empty");
                continue;
            };
            let Node::Literal(keyword) = &first.node else {
                self.error(
                    first.at,
                    item_len(first),
                    "an `oilist` clause starts with its keyword literal",
                );
                // Still resolve the clause: its variables are written.
                self.items(clause, true);
                continue;
            };
            if !is_keyword(keyword) {
                self.error(
                    first.at,
                    keyword.len() + 2,
                    format!("`{keyword}` is not a keyword: an `oilist` clause starts with a keyword literal"),
                );
            }
            let elements = self.items(rest, true);
            // A variable passed to a custom directive counts too
            // (MLIR prints a clause when any variable in it is present).
            let anchor = rest.iter().zip(&elements).find_map(|(item, e)| match e {
                Elem::Custom { args, .. } => args.iter().find_map(|a| {
                    let var = match a {
                        CustomArg::Operand(i) => Elem::Operand(*i),
                        CustomArg::Attr(i) => Elem::Attr { index: *i, qualified: false },
                        CustomArg::Successor(i) => Elem::Successor(*i),
                        CustomArg::Region(i) => Elem::Region(*i),
                        CustomArg::Type(_) | CustomArg::AttrDict | CustomArg::Ref(_) => {
                            return None;
                        }
                    };
                    self.anchor_of(&var, (item.at, 0), false)
                }),
                e => self.anchor_of(e, (item.at, 0), false),
            });
            // A clause of literals alone is parsed and dropped, and
            // never printed (as MLIR does); one whose elements
            // include a variable needs it to be anchorable.
            let literals_only = elements.iter().all(|e| {
                matches!(e, Elem::Literal(_) | Elem::Space | Elem::NoSpace | Elem::Newline)
            });
            let anchor = match anchor {
                Some(anchor) => anchor,
                None if literals_only && elements.len() == rest.len() => Anchor::Never,
                None => {
                    self.error(
                        first.at,
                        keyword.len() + 2,
                        "an `oilist` clause needs a variable that tells whether it is present",
                    );
                    continue;
                }
            };
            // A clause that is one unit attribute prints as its
            // keyword alone, which stands for the attribute (MLIR's
            // `getUnitVariableParsingElement`).
            let (anchor, elements) = match (anchor, &elements[..]) {
                (Anchor::Attr(index), [Elem::Attr { .. }])
                    if is_unit_attr(&self.model.attrs[index].constraint) =>
                {
                    (Anchor::ElidedUnitAttr(index), Vec::new())
                }
                _ => (anchor, elements),
            };
            // The keyword comes first: `expand` steps the spacing
            // over it, the core prints and parses it itself.
            let mut all = vec![Elem::Literal(keyword.clone())];
            all.extend(elements);
            out.push((keyword.clone(), all, anchor));
        }
        Some(Elem::OIList(out))
    }

    fn variable(&mut self, name: &str, at: usize, in_group: bool) -> Option<Elem> {
        let len = name.len() + 1;
        match self.lookup(name) {
            None => {
                let hint = self.suggest(name);
                self.error(
                    at,
                    len,
                    format!(
                        "`${name}` names no operand, attribute, region or successor of this op{hint}"
                    ),
                );
                None
            }
            Some(Var::Operand(i)) => {
                if std::mem::replace(&mut self.operand_seen[i], true) {
                    self.error(at, len, format!("operand `${name}` appears more than once"));
                }
                Some(Elem::Operand(i))
            }
            Some(Var::Result(_)) => {
                self.error(at, len, format!("result `${name}` can only be used inside `type(…)`: the parser gets results from the op's name line"));
                None
            }
            Some(Var::Attr(i)) => {
                if std::mem::replace(&mut self.attr_seen[i], true) {
                    self.error(at, len, format!("attribute `${name}` appears more than once"));
                }
                let attr = &self.model.attrs[i];
                if !in_group && attr.optional && attr.default.is_none() {
                    self.error(
                        at,
                        len,
                        format!("optional attribute `${name}` must be inside an optional group: when it is absent the printer writes nothing, which the parser would not accept"),
                    );
                }
                Some(Elem::Attr { index: i, qualified: false })
            }
            Some(Var::Region(i)) => {
                if std::mem::replace(&mut self.region_seen[i], true) {
                    self.error(at, len, format!("region `${name}` appears more than once"));
                }
                Some(Elem::Region(i))
            }
            Some(Var::Successor(i)) => {
                if std::mem::replace(&mut self.successor_seen[i], true) {
                    self.error(at, len, format!("successor `${name}` appears more than once"));
                }
                Some(Elem::Successor(i))
            }
        }
    }

    /// The target of `type(…)`.
    fn type_target(&mut self, arg: &Item, custom: bool) -> Option<TypeOf> {
        let target = match &arg.node {
            Node::Var(name) => match self.lookup(name) {
                Some(Var::Operand(i)) => TypeOf::Operand(i),
                Some(Var::Result(i)) => TypeOf::Result(i),
                found => {
                    let hint = if found.is_none() { self.suggest(name) } else { String::new() };
                    self.error(
                        arg.at,
                        name.len() + 1,
                        format!("`type(${name})` needs an operand or a result{hint}"),
                    );
                    return None;
                }
            },
            Node::Directive(d) if d == "operands" => TypeOf::Operands,
            Node::Directive(d) if d == "results" => TypeOf::Results,
            _ => {
                self.error(
                    arg.at,
                    item_len(arg),
                    "`type(…)` takes `$operand`, `$result`, `operands` or `results`",
                );
                return None;
            }
        };
        let (slot, custom_slot): (Option<&mut bool>, Option<&mut bool>) = match target {
            TypeOf::Operand(i) => {
                (Some(&mut self.operand_written[i]), Some(&mut self.operand_custom[i]))
            }
            TypeOf::Result(i) => {
                (Some(&mut self.result_written[i]), Some(&mut self.result_custom[i]))
            }
            TypeOf::Operands => {
                let again = self.all_operands_typed || self.operand_written.iter().any(|w| *w);
                self.all_operands_typed = true;
                self.operand_written.iter_mut().for_each(|w| *w = true);
                if again {
                    self.error(arg.at, 8, "the operands' types are written more than once");
                }
                (None, None)
            }
            TypeOf::Results => {
                let again = self.all_results_typed || self.result_written.iter().any(|w| *w);
                self.all_results_typed = true;
                self.result_written.iter_mut().for_each(|w| *w = true);
                if again {
                    self.error(arg.at, 7, "the results' types are written more than once");
                }
                (None, None)
            }
        };
        if let (Some(slot), Some(custom_slot)) = (slot, custom_slot) {
            if std::mem::replace(slot, true) {
                self.errors.push((
                    "this type is written more than once".into(),
                    arg.at,
                    item_len(arg),
                ));
            }
            *custom_slot = custom;
        }
        Some(target)
    }

    fn call(&mut self, name: &str, args: &[Item], at: usize, in_group: bool) -> Option<Elem> {
        match name {
            "type" => {
                if args.len() != 1 {
                    self.error(at, 4, "`type` takes one argument");
                    return None;
                }
                self.type_target(&args[0], false).map(|of| Elem::Type(of, false))
            }
            "qualified" => {
                let [arg] = args else {
                    self.error(at, 9, "`qualified` takes one argument");
                    return None;
                };
                match self.item(arg, in_group)? {
                    Elem::Attr { index, .. } => Some(Elem::Attr { index, qualified: true }),
                    Elem::Type(of, _) => Some(Elem::Type(of, true)),
                    _ => {
                        self.error(
                            arg.at,
                            item_len(arg),
                            "`qualified` takes an attribute or `type(…)`",
                        );
                        None
                    }
                }
            }
            "functional-type" => {
                let [inputs, results] = args else {
                    self.error(at, 15, "`functional-type` takes two arguments");
                    return None;
                };
                let i = self.type_target(inputs, false)?;
                let r = self.type_target(results, false)?;
                Some(Elem::FunctionalType(i, r))
            }
            _ => {
                self.error(at, 3, "`ref` can only be used inside `custom<…>(…)`");
                None
            }
        }
    }

    fn custom_arg(&mut self, item: &Item, is_ref: bool) -> Option<CustomArg> {
        match &item.node {
            Node::Var(name) if is_ref => match self.lookup(name) {
                Some(Var::Operand(i)) if self.operand_seen[i] => Some(CustomArg::Operand(i)),
                Some(Var::Attr(i)) if self.attr_seen[i] => Some(CustomArg::Attr(i)),
                Some(Var::Successor(i)) if self.successor_seen[i] => Some(CustomArg::Successor(i)),
                _ => {
                    self.error(item.at, name.len() + 1, format!("`ref(${name})` must name an operand, attribute or successor written earlier in the format"));
                    None
                }
            },
            Node::Var(name) => match self.variable(name, item.at, true)? {
                Elem::Operand(i) => Some(CustomArg::Operand(i)),
                Elem::Attr { index, .. } => Some(CustomArg::Attr(index)),
                Elem::Successor(i) => Some(CustomArg::Successor(i)),
                Elem::Region(i) => Some(CustomArg::Region(i)),
                _ => None,
            },
            Node::Directive(d) if d == "attr-dict" || d == "attr-dict-with-keyword" => {
                if is_ref {
                    if self.attr_dicts == 0 {
                        self.error(
                            item.at,
                            d.len(),
                            "`ref(attr-dict)` must follow an `attr-dict` written earlier in the format",
                        );
                        return None;
                    }
                } else {
                    self.attr_dicts += 1;
                    if self.attr_dicts > 1 {
                        self.error(item.at, d.len(), "`attr-dict` appears more than once");
                    }
                }
                Some(CustomArg::AttrDict)
            }
            Node::Call(f, args) if f == "type" && args.len() == 1 => {
                if is_ref {
                    let target = match &args[0].node {
                        Node::Var(name) => {
                            match self.lookup(name) {
                                Some(Var::Operand(i)) if self.operand_written[i] => {
                                    TypeOf::Operand(i)
                                }
                                Some(Var::Result(i)) if self.result_written[i] => TypeOf::Result(i),
                                _ => {
                                    self.error(item.at, 4, "`ref(type(…))` must name a type written earlier in the format");
                                    return None;
                                }
                            }
                        }
                        _ => {
                            self.error(item.at, 4, "`ref(type(…))` takes `$operand` or `$result`");
                            return None;
                        }
                    };
                    Some(CustomArg::Type(target))
                } else {
                    self.type_target(&args[0], true).map(CustomArg::Type)
                }
            }
            Node::Call(f, args) if f == "ref" && args.len() == 1 && !is_ref => {
                self.custom_arg(&args[0], true).map(|a| CustomArg::Ref(Box::new(a)))
            }
            _ => {
                self.error(
                    item.at,
                    item_len(item),
                    "a custom directive takes `$variables`, `type($x)`, `attr-dict` and `ref(…)`",
                );
                None
            }
        }
    }

    /// The anchor a `^`-marked element stands for, if it can anchor (if not
    /// and `report`, an error at `at`, `len` bytes long).
    fn anchor_of(
        &mut self,
        elem: &Elem,
        (at, len): (usize, usize),
        report: bool,
    ) -> Option<Anchor> {
        let m = self.model;
        let anchor = match *elem {
            Elem::Operand(i) if m.operands[i].arity != Arity::Single => Some(Anchor::Operand(i)),
            Elem::Attr { index, .. } => {
                let a = &m.attrs[index];
                (a.optional || a.default.is_some()).then_some(Anchor::Attr(index))
            }
            Elem::Region(i) => Some(Anchor::Region(i)),
            Elem::Successor(i) if m.successors[i].arity != Arity::Single => {
                Some(Anchor::Successor(i))
            }
            // `functional-type` anchors on its inputs, as in MLIR.
            Elem::Type(of, _) | Elem::FunctionalType(of, _) => {
                let flexible = match of {
                    TypeOf::Operand(i) => m.operands[i].arity != Arity::Single,
                    TypeOf::Result(i) => m.results[i].arity != Arity::Single,
                    TypeOf::Operands | TypeOf::Results => true,
                };
                flexible.then_some(Anchor::Type(of))
            }
            _ => None,
        };
        if anchor.is_none() && report {
            self.error(at, len, "this element cannot anchor an optional group: only an optional or variadic operand, successor or type, an optional or default-valued attribute, or a region can");
        }
        anchor
    }

    fn optional(&mut self, then: &[Item], otherwise: &[Item], at: usize) -> Option<Elem> {
        let mut elements = self.items(then, true);
        let else_elements = self.items(otherwise, true);
        if elements.len() != then.len() {
            return None;
        }
        // The anchor is in the then part, or else in the else part, which
        // inverts the group (MLIR's else anchors).
        let anchors = |items: &[Item]| -> Vec<usize> {
            items.iter().enumerate().filter(|(_, i)| i.anchor).map(|(k, _)| k).collect()
        };
        let (then_anchors, else_anchors) = (anchors(then), anchors(otherwise));
        let (inverted, anchor_items, anchor_elements, anchors) = if then_anchors.is_empty()
            && !else_anchors.is_empty()
            && else_elements.len() == otherwise.len()
        {
            (true, otherwise, &else_elements, else_anchors)
        } else {
            (false, then, &elements, then_anchors)
        };
        let extra = match (anchors.get(1), inverted) {
            (Some(&second), _) => Some(&anchor_items[second]),
            // Anchors in both parts: the else part's is one too many.
            (None, false) => otherwise.iter().find(|i| i.anchor),
            (None, true) => None,
        };
        if let Some(item) = extra {
            self.error(item.at, item_len(item), "an optional group has more than one anchor `^`");
            return None;
        }
        let [k] = anchors[..] else {
            self.error(at, 1, "an optional group needs exactly one anchor (`^` after the element whose presence decides it)");
            return None;
        };
        let mut anchor = self.anchor_of(
            &anchor_elements[k],
            (anchor_items[k].at, item_len(&anchor_items[k])),
            true,
        )?;
        // The first element decides whether the group is present.
        // Blanks before it do not count (MLIR skips them too).
        let f = elements
            .iter()
            .position(|e| !matches!(e, Elem::Space | Elem::NoSpace | Elem::Newline))
            .unwrap_or(0);
        let first_ok = match &elements[f] {
            Elem::Literal(_) | Elem::Region(_) | Elem::Attr { .. } | Elem::Successor(_) => true,
            Elem::Operand(i) => self.model.operands[*i].arity != Arity::Single,
            Elem::Type(of, _) => self.anchor_of(&Elem::Type(*of, false), (0, 0), false).is_some(),
            Elem::Operands => true,
            _ => false,
        };
        if !first_ok {
            self.error(then[f].at, item_len(&then[f]), "the first element of an optional group must be optionally parsable: a literal, an optional or variadic operand, an attribute, a region, a successor, or the type of an optional or variadic value");
        }
        // A unit attribute anchor after the first element is not printed:
        // the group stands for it.
        if let (Anchor::Attr(index), true, false) = (anchor, k > f, inverted)
            && is_unit_attr(&self.model.attrs[index].constraint)
        {
            anchor = Anchor::ElidedUnitAttr(index);
            elements.remove(k);
        }
        Some(Elem::Optional { then: elements, otherwise: else_elements, anchor, inverted })
    }

    /// Ambiguity checks between siblings.
    fn check_sequence(&mut self, items: &[Item], elements: &[Elem]) {
        self.check_elements(items, elements);
    }

    /// `items` are the elements as written: when nothing was dropped for an
    /// error they pair up with `elements`, and errors point at them.
    fn check_elements(&mut self, items: &[Item], elements: &[Elem]) {
        let aligned = items.len() == elements.len();
        let place = |k: usize| {
            if aligned { items.get(k).map_or((0, 0), |i| (i.at, item_len(i))) } else { (0, 0) }
        };
        let is_blank = |e: &Elem| matches!(e, Elem::Space | Elem::NoSpace | Elem::Newline);
        for (k, e) in elements.iter().enumerate() {
            if let Elem::Optional { then, otherwise, anchor, .. } = e {
                let (then_items, else_items) = match aligned.then(|| &items[k].node) {
                    Some(Node::Optional(then_items, else_items)) => {
                        let mut then_items = then_items.clone();
                        // The elided unit attribute anchor has no element.
                        if let Anchor::ElidedUnitAttr(_) = anchor
                            && let Some(a) = then_items.iter().position(|i| i.anchor)
                        {
                            then_items.remove(a);
                        }
                        (then_items, else_items.clone())
                    }
                    _ => (Vec::new(), Vec::new()),
                };
                self.check_elements(&then_items, then);
                self.check_elements(&else_items, otherwise);
                // What may follow when the group is absent: the next element,
                // and the ones after it while they may print nothing.
                if let Some(first) = then.first() {
                    let a = self.start_of(first);
                    for (n, next) in elements.iter().enumerate().skip(k + 1) {
                        if is_blank(next) {
                            continue;
                        }
                        let b = self.start_of(next);
                        let (at, len) = place(n);
                        self.compare_starts(a.clone(), b, at, len);
                        if !self.may_print_nothing(next) {
                            break;
                        }
                    }
                }
            }
            let variadic_list = match e {
                Elem::Operand(i) => self.model.operands[*i].arity == Arity::Variadic,
                Elem::Operands | Elem::Successors | Elem::Regions => true,
                Elem::Successor(i) => self.model.successors[*i].arity == Arity::Variadic,
                Elem::Region(i) => self.model.regions[*i].arity == Arity::Variadic,
                Elem::Type(of, _) => match *of {
                    TypeOf::Operand(i) => self.model.operands[i].arity == Arity::Variadic,
                    TypeOf::Result(i) => self.model.results[i].arity == Arity::Variadic,
                    TypeOf::Operands | TypeOf::Results => true,
                },
                _ => false,
            };
            let next = elements.iter().enumerate().skip(k + 1).find(|(_, e)| !is_blank(e));
            if variadic_list
                && let Some((n, Elem::Literal(t))) = next
                && t == ","
            {
                let (at, len) = place(n);
                self.error(
                    at,
                    len,
                    "a variadic list is comma-separated: the `,` after it would be read as part of the list",
                );
            }
        }
    }

    /// Whether an element prints nothing in some ops (an absent group, an
    /// empty attribute dictionary or variadic list, an absent optional
    /// value).
    fn may_print_nothing(&self, e: &Elem) -> bool {
        let m = self.model;
        let flexible = |p: &crate::op::model::PartField| p.arity != Arity::Single;
        match e {
            Elem::Optional { .. } | Elem::OIList(_) | Elem::AttrDict(_) => true,
            Elem::Operand(i) => flexible(&m.operands[*i]),
            Elem::Operands => m.operands.iter().all(flexible),
            Elem::Successor(i) => flexible(&m.successors[*i]),
            Elem::Successors => m.successors.iter().all(flexible),
            Elem::Region(i) => flexible(&m.regions[*i]),
            Elem::Regions => m.regions.iter().all(flexible),
            Elem::Type(of, _) => match *of {
                TypeOf::Operand(i) => flexible(&m.operands[i]),
                TypeOf::Result(i) => flexible(&m.results[i]),
                TypeOf::Operands => m.operands.iter().all(flexible),
                TypeOf::Results => m.results.iter().all(flexible),
            },
            Elem::Space | Elem::NoSpace | Elem::Newline => true,
            _ => false,
        }
    }

    fn start_of(&self, e: &Elem) -> Start {
        match e {
            Elem::Literal(t) => Start::Literal(t.clone()),
            Elem::Operand(_) | Elem::Operands => Start::Percent,
            Elem::Successor(_) | Elem::Successors => Start::Caret,
            Elem::Region(_) | Elem::Regions => Start::LBrace,
            Elem::Type(..) | Elem::FunctionalType(..) => Start::Type,
            Elem::Attr { index, .. } => Start::Attr(*index),
            Elem::AttrDict(false) => Start::LBrace,
            Elem::AttrDict(true) => Start::Literal("attributes".into()),
            Elem::Optional { then, .. } => {
                then.first().map_or(Start::Unknown, |f| self.start_of(f))
            }
            _ => Start::Unknown,
        }
    }

    fn compare_starts(&mut self, a: Start, b: Start, at: usize, len: usize) {
        let describe = |s: &Start| match s {
            Start::Literal(t) => format!("`{t}`"),
            Start::Percent => "an operand `%…`".into(),
            Start::Caret => "a successor `^…`".into(),
            Start::LBrace => "`{`".into(),
            Start::Type => "a type".into(),
            Start::Attr(_) => "an attribute".into(),
            Start::Unknown => "?".into(),
        };
        let message = format!(
            "ambiguous format: an optional group starting with {} is followed by an element that can start with {}; when the group is absent the parser cannot tell them apart",
            describe(&a),
            describe(&b)
        );
        let overlap = match (&a, &b) {
            (Start::Attr(i), other) | (other, Start::Attr(i)) => {
                if !matches!(other, Start::Unknown) {
                    self.attr_overlaps.push(AttrOverlap {
                        attr: *i,
                        other: other.clone(),
                        message,
                        at,
                        len,
                    });
                }
                return;
            }
            (Start::Literal(x), Start::Literal(y)) => x == y,
            (Start::Percent, Start::Percent)
            | (Start::Caret, Start::Caret)
            | (Start::LBrace, Start::LBrace)
            | (Start::Type, Start::Type) => true,
            (Start::Type, Start::Literal(t)) | (Start::Literal(t), Start::Type) => {
                t == "(" || is_type_keyword(t)
            }
            _ => false,
        };
        if overlap {
            self.errors.push((message, at, len));
        }
    }

    fn check_coverage(&mut self) {
        let m = self.model;
        // A part offered as "did you mean" was meant: one error is enough.
        let meant = |p: &crate::op::model::PartField| self.suggested.contains(&p.name.to_string());
        for (i, p) in m.operands.iter().enumerate() {
            if !self.operand_seen[i] && !meant(p) {
                self.errors.push((
                    format!("operand `${}` is not written by the format", p.name),
                    0,
                    0,
                ));
            }
        }
        for (i, p) in m.regions.iter().enumerate() {
            if !self.region_seen[i] && !meant(p) {
                self.errors.push((
                    format!("region `${}` is not written by the format", p.name),
                    0,
                    0,
                ));
            }
        }
        for (i, p) in m.successors.iter().enumerate() {
            if !self.successor_seen[i] && !meant(p) {
                self.errors.push((
                    format!("successor `${}` is not written by the format", p.name),
                    0,
                    0,
                ));
            }
        }
        if self.attr_dicts == 0 {
            self.errors.push((
                "the format needs `attr-dict` (or `attr-dict-with-keyword`) once".into(),
                0,
                0,
            ));
        }
    }
}

/// The length of the part of the string an error about `item` underlines:
/// a literal or variable whole, a directive's name, a group's `(`.
fn item_len(item: &Item) -> usize {
    match &item.node {
        Node::Literal(t) => t.len() + 2,
        Node::Var(name) => name.len() + 1,
        Node::Directive(name) | Node::Call(name, _) => name.len(),
        Node::Custom(..) => "custom".len(),
        Node::Optional(..) => 1,
        Node::OIList(_) => "oilist".len(),
    }
}

/// Whether a constraint is MLIR's `UnitAttr` (by its last path segment).
fn is_unit_attr(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "UnitAttr" || s.ident == "UnitProp"))
}

/// Builtin type keywords (`i32`, `f16`, `index`, `tensor`, …).
fn is_type_keyword(t: &str) -> bool {
    let int = |s: &str| {
        s.strip_prefix('i')
            .or_else(|| s.strip_prefix("si"))
            .or_else(|| s.strip_prefix("ui"))
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
    };
    int(t)
        || matches!(
            t,
            "index"
                | "none"
                | "complex"
                | "tuple"
                | "vector"
                | "tensor"
                | "memref"
                | "f16"
                | "f32"
                | "f64"
                | "f80"
                | "f128"
                | "bf16"
                | "tf32"
        )
        || t.starts_with("f8")
        || t.starts_with("f4")
        || t.starts_with("f6")
}
