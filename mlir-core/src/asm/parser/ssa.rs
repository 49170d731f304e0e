//! SSA value and block name scopes of the parser.
//!
//! Names live in *isolated scopes* (one per body being parsed), and inside
//! one isolated scope in a stack of region frames: a name defined in a
//! region disappears when the region ends. A use of an unknown name creates
//! a placeholder value in the current body (a forward reference). When an
//! isolated scope ends, its unresolved forward references move to the
//! enclosing scope; if that scope defines the name, or later any scope
//! (a sibling function, as MLIR's names are not scoped by isolation), the
//! use crossed an isolation boundary: the placeholder stays, and the
//! verifier reports it as mlir-opt does ("using value defined outside the
//! region"). One case differs from mlir-opt: a use outside an isolated op
//! whose name only a later definition inside it gives (mlir-opt reports a
//! dominance error, we report the name undeclared).

use rustc_hash::FxHashMap;

use crate::asm::parser::{PResult, ParseError, Parser, SsaName, SsaState};
use crate::asm_hooks::parser_state::{BlockScope, Definition, ForwardRef, IsolatedScope};
use crate::context::builtin::types::Type;
use crate::ir::{Block, BodyId, Value, ValueDef};
use crate::support::lexer::TokenKind;

impl SsaState {
    fn top(&mut self) -> &mut IsolatedScope {
        self.scopes.last_mut().expect("an SSA scope is open")
    }
}

impl Parser<'_> {
    /// Opens the name scope of a body (the root, or an isolated op's).
    pub(crate) fn push_isolated_scope(&mut self, body: BodyId) {
        self.ssa.scopes.push(IsolatedScope {
            body,
            values: FxHashMap::default(),
            region_frames: vec![Vec::new()],
            forward: FxHashMap::default(),
            blocks: Vec::new(),
        });
    }

    /// Closes the scope of a body; unresolved forward references move out.
    /// At the outermost scope they are errors.
    pub(crate) fn pop_isolated_scope(&mut self) -> PResult<()> {
        let scope = self.ssa.scopes.pop().expect("scope to pop");
        let mut leftovers: Vec<(SsaName, ForwardRef)> = scope
            .forward
            .into_iter()
            .flat_map(|(n, v)| v.into_iter().map(move |f| (n.clone(), f)))
            .collect();
        leftovers.sort_by_key(|(_, f)| f.offset);
        if self.ssa.scopes.is_empty() {
            let Some((_, first)) = leftovers.first() else { return Ok(()) };
            let mut e = self.error_at(first.offset, "use of undeclared SSA value name");
            e.more = leftovers[1..]
                .iter()
                .map(|(_, f)| (f.offset, "use of undeclared SSA value name".to_owned()))
                .collect();
            return Err(e);
        }
        for (name, mut f) in leftovers {
            f.crossed = true;
            // The enclosing scope may already define the name.
            let defined = self
                .ssa
                .top()
                .values
                .get(&name)
                .map(|d| (d.values.get(f.index as usize).copied(), d.offset));
            match defined {
                Some((Some(v), def_offset)) => {
                    let (vt, pt) = (v.ty(self.ir), f.placeholder.ty(self.ir));
                    if vt != pt {
                        return Err(self.type_mismatch_on_use(&name, f.offset, pt, vt, def_offset));
                    }
                    // The placeholder stays: the verifier reports the use.
                }
                _ => self.ssa.top().forward.entry(name).or_default().push(f),
            }
        }
        Ok(())
    }

    /// Opens a region frame (names defined inside vanish at its end) with
    /// its own block names.
    pub(crate) fn push_region_scope(&mut self) {
        let top = self.ssa.top();
        top.region_frames.push(Vec::new());
        top.blocks.push(BlockScope::default());
    }

    /// Closes a region frame; forward-referenced blocks must be defined
    /// (each one that is not is reported).
    pub(crate) fn pop_region_scope(&mut self) -> PResult<()> {
        let top = self.ssa.top();
        let names = top.region_frames.pop().unwrap_or_default();
        for n in names {
            top.values.remove(&n);
        }
        let blocks = top.blocks.pop().unwrap_or_default();
        let mut undefined: Vec<usize> = blocks
            .blocks
            .values()
            .filter(|(_, def, _)| def.is_none())
            .map(|(_, _, first)| *first)
            .collect();
        undefined.sort_unstable();
        // mlir-opt reports every undefined block of the region, in the
        // order of their first references.
        const UNDEFINED: &str = "reference to an undefined block";
        let Some((&first, rest)) = undefined.split_first() else { return Ok(()) };
        let mut e = self.error_at(first, UNDEFINED);
        e.more = rest.iter().map(|&at| (at, UNDEFINED.to_owned())).collect();
        Err(e)
    }

    fn type_mismatch_on_use(
        &self,
        name: &str,
        use_at: usize,
        use_ty: Type,
        prior_ty: Type,
        prior_at: usize,
    ) -> ParseError {
        let ctx = &self.ctx;
        let mut e = self.error_at(
            use_at,
            format!(
                "use of value '%{name}' expects different type than prior uses: '{}' vs '{}'",
                crate::asm::printer::type_to_string(ctx, use_ty),
                crate::asm::printer::type_to_string(ctx, prior_ty)
            ),
        );
        self.add_note(&mut e, prior_at, "prior use here");
        e
    }

    /// Resolves a use of `%name#index` expected to have type `ty`.
    pub(crate) fn resolve_value_use(
        &mut self,
        name: &str,
        index: u32,
        ty: Type,
        at: usize,
    ) -> PResult<Value> {
        if let Some(def) = self.ssa.top().values.get(name) {
            let Some(&v) = def.values.get(index as usize) else {
                return Err(self.error_at(at, "reference to invalid result number"));
            };
            let def_at = def.offset;
            let vt = v.ty(self.ir);
            if vt != ty {
                return Err(self.type_mismatch_on_use(name, at, ty, vt, def_at));
            }
            return Ok(v);
        }
        // A name defined in an enclosing isolated scope is visible (mlir-opt
        // resolves it and its verifier reports the crossing): the use gets a
        // placeholder in this body, recorded as a cross-isolation use.
        let outer = self.ssa.scopes[..self.ssa.scopes.len() - 1].iter().rev().find_map(|sc| {
            sc.values.get(name).map(|d| (d.values.get(index as usize).copied(), d.offset))
        });
        if let Some((found, def_at)) = outer {
            let Some(v) = found else {
                return Err(self.error_at(at, "reference to invalid result number"));
            };
            let vt = v.ty(self.ir);
            if vt != ty {
                return Err(self.type_mismatch_on_use(name, at, ty, vt, def_at));
            }
            let body = self.ssa.top().body;
            let id = self.ir.body_mut(body).new_value(ty, ValueDef::Placeholder, None);
            let placeholder = Value { body, id };
            return Ok(placeholder);
        }
        let existing = self
            .ssa
            .top()
            .forward
            .get(name)
            .and_then(|refs| refs.iter().find(|f| f.index == index && !f.crossed))
            .map(|f| (f.placeholder, f.offset));
        if let Some((placeholder, first)) = existing {
            let pt = placeholder.ty(self.ir);
            if pt != ty {
                return Err(self.type_mismatch_on_use(name, at, ty, pt, first));
            }
            return Ok(placeholder);
        }
        let body = self.ssa.top().body;
        let id = self.ir.body_mut(body).new_value(ty, ValueDef::Placeholder, None);
        let placeholder = Value { body, id };
        self.ssa.top().forward.entry(SsaName::from(name)).or_default().push(ForwardRef {
            index,
            placeholder,
            offset: at,
            crossed: false,
        });
        Ok(placeholder)
    }

    /// Defines `%name` as the group `values` (results of one op, or one
    /// block argument), resolving forward references to it.
    pub(crate) fn define_values(
        &mut self,
        name: &str,
        values: Vec<Value>,
        at: usize,
    ) -> PResult<()> {
        // Names of enclosing isolated scopes are visible, so they clash too.
        if let Some(prev_offset) =
            self.ssa.scopes.iter().rev().find_map(|sc| sc.values.get(name).map(|d| d.offset))
        {
            let mut e = self.error_at(at, format!("redefinition of SSA value '%{name}'"));
            self.add_note(&mut e, prev_offset, "previously defined here");
            return Err(e);
        }
        // Most definitions have no forward reference pending anywhere: the
        // maps are then empty, and not probed.
        let top = self.ssa.top();
        let refs = if top.forward.is_empty() {
            Vec::new()
        } else {
            top.forward.remove(name).unwrap_or_default()
        };
        let mut keep = Vec::new();
        for f in refs {
            let Some(&v) = values.get(f.index as usize) else {
                keep.push(f);
                continue;
            };
            self.check_definition_type(name, &f, v, at)?;
            // A use across an isolation boundary keeps its placeholder,
            // which the verifier reports.
            if !f.crossed {
                self.ir.replace_all_uses_with(f.placeholder, v);
            }
        }
        if !keep.is_empty() {
            self.ssa.top().forward.insert(SsaName::from(name), keep);
        }
        // A forward reference that an isolated op closed earlier (a sibling
        // function) left pending in an enclosing scope resolves to this
        // definition too: MLIR's names are not scoped by isolation. Its
        // placeholder stays, and the verifier reports the use as crossing
        // the isolation boundary.
        for k in (0..self.ssa.scopes.len().saturating_sub(1)).rev() {
            if self.ssa.scopes[k].forward.is_empty() {
                continue;
            }
            let Some(refs) = self.ssa.scopes[k].forward.remove(name) else { continue };
            let mut keep = Vec::new();
            for f in refs {
                match values.get(f.index as usize) {
                    Some(&v) if f.crossed => self.check_definition_type(name, &f, v, at)?,
                    _ => keep.push(f),
                }
            }
            if !keep.is_empty() {
                self.ssa.scopes[k].forward.insert(SsaName::from(name), keep);
            }
        }
        let top = self.ssa.top();
        // A segment's names inside regions are checked against the names of
        // the segments before it when they merge.
        if let Some(nested) = &mut self.nested_definitions
            && top.region_frames.len() > 2
        {
            nested.push((SsaName::from(name), at));
        }
        top.values.insert(SsaName::from(name), Definition { values, offset: at });
        if let Some(frame) = top.region_frames.last_mut() {
            frame.push(SsaName::from(name));
        }
        Ok(())
    }

    /// A definition of `%name` (value `v`, at `at`) must have the type its
    /// forward reference `f` was used with.
    fn check_definition_type(
        &self,
        name: &str,
        f: &ForwardRef,
        v: Value,
        at: usize,
    ) -> PResult<()> {
        let (vt, pt) = (v.ty(self.ir), f.placeholder.ty(self.ir));
        if vt == pt {
            return Ok(());
        }
        let ctx = &self.ctx;
        let mut e = self.error_at(
            at,
            format!(
                "definition of SSA value '%{name}#{}' has type '{}'",
                f.index,
                crate::asm::printer::type_to_string(ctx, vt)
            ),
        );
        let note = format!(
            "previously used here with type '{}'",
            crate::asm::printer::type_to_string(ctx, pt)
        );
        self.add_note(&mut e, f.offset, &note);
        Err(e)
    }

    /// Attaches a note to `e`, unless `e` stands for a lexer error at the
    /// current token: mlir-opt then reports only what the lexer said.
    pub(crate) fn add_note(&self, e: &mut ParseError, at: usize, message: &str) {
        if self.tok.kind != TokenKind::Error {
            e.notes.push((at, message.to_owned()));
        }
    }

    /// Where `%name#index` was first referenced, if it is visible: its
    /// definition, else its earliest forward reference (MLIR's name scopes
    /// do not stop at isolated ops, and a forward reference outlives the
    /// region it was written in until the name is defined).
    /// Whether no open scope defines a name or waits for one: a region
    /// parsed now on its own then reads its names exactly as it would here
    /// (see `parallel.rs`).
    pub(super) fn no_open_names(&self) -> bool {
        self.ssa.scopes.iter().all(|s| s.values.is_empty() && s.forward.is_empty())
    }

    pub(crate) fn reference_offset(&self, name: &str, index: u32) -> Option<usize> {
        let scopes = self.ssa.scopes.iter().rev();
        let defined = scopes.clone().find_map(|sc| {
            sc.values.get(name).filter(|d| (index as usize) < d.values.len()).map(|d| d.offset)
        });
        defined.or_else(|| {
            scopes
                .filter_map(|sc| sc.forward.get(name))
                .flatten()
                .filter(|f| f.index == index)
                .map(|f| f.offset)
                .min()
        })
    }

    /// The block named `^name` in the current region, created on first
    /// reference.
    pub(crate) fn block_by_name(&mut self, name: &str, at: usize) -> Block {
        let body = self.ssa.top().body;
        if let Some((b, _, _)) = self.ssa.top().blocks.last().and_then(|s| s.blocks.get(name)) {
            return *b;
        }
        let block = self.ir.create_block(body);
        let scope = self.ssa.top().blocks.last_mut().expect("a region scope is open");
        scope.blocks.insert(SsaName::from(name), (block, None, at));
        scope.order.push(SsaName::from(name));
        block
    }

    /// Marks `^name` as defined at `at`; errors on a redefinition.
    pub(crate) fn define_block(&mut self, name: &str, at: usize) -> PResult<Block> {
        let block = self.block_by_name(name, at);
        let scope = self.ssa.top().blocks.last_mut().expect("a region scope is open");
        let entry = scope.blocks.get_mut(name).expect("just inserted");
        if entry.1.is_some() {
            return Err(self.error_at(at, format!("redefinition of block '^{name}'")));
        }
        entry.1 = Some(at);
        Ok(block)
    }

    /// The body of the innermost scope.
    pub(crate) fn current_body(&mut self) -> BodyId {
        self.ssa.top().body
    }
}
