package cfront

import (
	"bytes"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// cc's parser does not terminate on some invalid inputs: after a '*' of a
// declarator it reads a type qualifier list and skips every token that
// cannot end the list; at the end of the input it spins for ever. The list
// ends at an identifier, a constant, a string, one of ! & ( * + - ~ && ++ --
// : ) , [ ] or the keywords sizeof, _Alignof, _Generic, static, __real__
// and __imag__. In a valid program such a token follows every '*', so the
// input is rejected up front when the last of these tokens is a '*'.

var listEnders = map[string]bool{
	"!": true, "&": true, "(": true, "*": true, "+": true, "-": true, "~": true,
	"&&": true, "++": true, "--": true, ":": true, ")": true, ",": true, "[": true, "]": true,
	"sizeof": true, "_Alignof": true, "__alignof__": true, "__alignof": true, "_Generic": true,
	"static": true, "__real__": true, "__imag__": true, "__real": true, "__imag": true,
}

// nonIdentKeywords are the keywords that do not end a qualifier list.
var nonIdentKeywords = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`auto break case char const continue default do double else enum extern
		float for goto if inline int long register restrict return short signed struct switch typedef
		union unsigned void volatile while _Alignas _Atomic _Bool _Complex _Noreturn _Static_assert
		_Thread_local __attribute__ __attribute __const __const__ __inline __inline__ __restrict
		__restrict__ __signed __signed__ __volatile__ __volatile __extension__ asm __asm __asm__
		typeof __typeof __typeof__ __label__ __auto_type __thread _Float16 _Float32 _Float64 _Float128
		__int128 __declspec _Decimal32 _Decimal64 _Decimal128 __builtin_va_arg __builtin_offsetof
		__builtin_types_compatible_p`) {
		nonIdentKeywords[k] = true
	}
}

// lastEnderIsStar reports whether the last list-ending token of the
// preprocessed text is a '*'.
func lastEnderIsStar(text []byte) bool {
	last := ""
	i := 0
	n := len(text)
	for i < n {
		c := text[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '/' && i+1 < n && text[i+1] == '/':
			for i < n && text[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < n && text[i+1] == '*':
			j := bytes.Index(text[i+2:], []byte("*/"))
			if j < 0 {
				return false
			}
			i += j + 4
		case c == '"' || c == '\'':
			j := i + 1
			for j < n && text[j] != c && text[j] != '\n' {
				if text[j] == '\\' {
					j++
				}
				j++
			}
			i = j + 1
			last = "lit"
		case isIdentByte(c):
			j := i
			for j < n && (isIdentByte(text[j]) || text[j] >= '0' && text[j] <= '9' || text[j] == '$') {
				j++
			}
			w := string(text[i:j])
			if listEnders[w] || !nonIdentKeywords[w] {
				last = "ident"
			}
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < n && text[i+1] >= '0' && text[i+1] <= '9':
			j := i + 1
			for j < n && (isIdentByte(text[j]) || text[j] >= '0' && text[j] <= '9' || text[j] == '.' ||
				(text[j] == '+' || text[j] == '-') && (text[j-1] == 'e' || text[j-1] == 'E' || text[j-1] == 'p' || text[j-1] == 'P')) {
				j++
			}
			i = j
			last = "num"
		case c >= 0x80:
			i++ // not a token cc's parser accepts: it does not end a list
		default:
			op := string(c)
			if i+1 < n {
				two := string(text[i : i+2])
				switch two {
				case "&&", "++", "--", "->", "&=", "+=", "-=", "*=", "!=", "||", "<<", ">>", "<=", ">=", "==", "|=", "^=", "/=", "%=", "##":
					op = two
				}
			}
			if listEnders[op] {
				last = op
			}
			i += len(op)
		}
	}
	return last == "*"
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// guardParser preprocesses the sources and rejects inputs on which cc's
// parser would not terminate; it returns the preprocessed text.
func guardParser(cfg *cc.Config, sources []cc.Source, name string) ([]byte, error) {
	var buf bytes.Buffer
	if err := cc.Preprocess(cfg, sources, &buf); err != nil {
		return nil, ccError(name, err)
	}
	if lastEnderIsStar(buf.Bytes()) {
		return nil, &Error{Pos: posAtEnd(name, sources[len(sources)-1]), Msg: "unexpected end of input after '*'"}
	}
	return buf.Bytes(), nil
}

// posAtEnd is the position of the last line of a source.
func posAtEnd(name string, src cc.Source) program.Pos {
	line := 1
	if b, ok := src.Value.([]byte); ok {
		line += bytes.Count(bytes.TrimRight(b, " \t\r\n"), []byte("\n"))
	}
	return program.Pos{File: name, Line: line}
}
