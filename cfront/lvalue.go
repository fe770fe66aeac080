package cfront

import (
	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// cc's type checker reports an operand of an assignment, ++ or -- that
// is not an lvalue ((--1), (a + b) = c) as an internal error without a
// position. locateLvalueError parses the sources again, without type
// checking, and finds the first such operand, so that the input error
// names its line as gcc does ("lvalue required as decrement operand").
// It returns nil when it finds none (the error was something else).
func locateLvalueError(cfg *cc.Config, sources []cc.Source, name string) *Error {
	ast, err := cc.Parse(cfg, sources)
	if err != nil || ast == nil {
		return nil
	}
	var found *Error
	report := func(operand cc.Node, what string) {
		if found != nil || operand == nil || isLvalueForm(operand) {
			return
		}
		p := operand.Position()
		if p.Filename != name {
			return
		}
		found = &Error{Pos: program.Pos{File: name, Line: p.Line}, Msg: "lvalue required as " + what}
	}
	for tu := ast.TranslationUnit; tu != nil && found == nil; tu = tu.TranslationUnit {
		walk(tu.ExternalDeclaration, func(n cc.Node) bool {
			switch x := n.(type) {
			case *cc.AssignmentExpression:
				if x.Case != cc.AssignmentExpressionCond {
					report(x.UnaryExpression, "left operand of assignment")
				}
			case *cc.UnaryExpression:
				switch x.Case {
				case cc.UnaryExpressionInc:
					report(x.UnaryExpression, "increment operand")
				case cc.UnaryExpressionDec:
					report(x.UnaryExpression, "decrement operand")
				}
			case *cc.PostfixExpression:
				switch x.Case {
				case cc.PostfixExpressionInc:
					report(x.PostfixExpression, "increment operand")
				case cc.PostfixExpressionDec:
					report(x.PostfixExpression, "decrement operand")
				}
			}
			return found == nil
		})
	}
	return found
}

// isLvalueForm reports whether n has the form of an lvalue, as cc's
// checker accepts it: an identifier, a parenthesised lvalue, an element,
// a member, a compound literal, a dereference, __real__/__imag__ of an
// lvalue.
func isLvalueForm(n cc.Node) bool {
	switch x := n.(type) {
	case *cc.PrimaryExpression:
		switch x.Case {
		case cc.PrimaryExpressionIdent:
			return true
		case cc.PrimaryExpressionExpr:
			return x.ExpressionList != nil && isLvalueForm(x.ExpressionList)
		}
		return false
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionIndex, cc.PostfixExpressionPSelect, cc.PostfixExpressionComplit:
			return true
		case cc.PostfixExpressionSelect:
			return isLvalueForm(x.PostfixExpression)
		}
		return false
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionDeref:
			return true
		case cc.UnaryExpressionReal, cc.UnaryExpressionImag:
			return isLvalueForm(x.UnaryExpression)
		}
		return false
	case *cc.CastExpression:
		return x.Case == cc.CastExpressionUnary && isLvalueForm(x.UnaryExpression)
	}
	return false
}
