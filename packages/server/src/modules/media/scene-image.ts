/**
 * Draws the demo catalogue's pictures as SVG from a scene name and four colours, so the demo
 * marketplace has real images without shipping or hot-linking photographs.
 */
export const SCENES = [
  'fjord',
  'mountain',
  'city',
  'coast',
  'forest',
  'snow',
  'food',
  'museum',
  'lake',
  'aurora',
] as const
export type Scene = (typeof SCENES)[number]

export interface SceneSpec {
  scene: Scene
  palette: [sky: string, horizon: string, land: string, accent: string]
}

const WIDTH = 800
const HEIGHT = 520

/** A small deterministic generator, so one URL always draws the same picture. */
function random(seed: string) {
  let state =
    [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function ridge(next: () => number, baseY: number, amplitude: number, peaks: number) {
  const points: string[] = [`0,${HEIGHT}`]
  for (let i = 0; i <= peaks; i++) {
    const x = Math.round((i / peaks) * WIDTH)
    const y = Math.round(baseY - next() * amplitude)
    points.push(`${x},${y}`)
  }
  points.push(`${WIDTH},${HEIGHT}`)
  return points.join(' ')
}

const water = (color: string, y: number) =>
  `<rect x="0" y="${y}" width="${WIDTH}" height="${HEIGHT - y}" fill="${color}" opacity="0.85"/>` +
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${80 + i * 170}" y="${y + 30 + i * 22}" width="90" height="3" rx="1.5" fill="#fff" opacity="0.35"/>`,
    )
    .join('')

function foreground(spec: SceneSpec, next: () => number) {
  const [, horizon, land, accent] = spec.palette
  switch (spec.scene) {
    case 'fjord':
    case 'lake':
      return `<polygon points="${ridge(next, 300, 170, 6)}" fill="${land}"/>${water(horizon, 340)}`
    case 'coast':
      return `<polygon points="${ridge(next, 330, 90, 4)}" fill="${land}"/>${water(accent, 360)}`
    case 'mountain':
    case 'snow':
      return (
        `<polygon points="${ridge(next, 280, 200, 5)}" fill="${land}"/>` +
        `<polygon points="${ridge(next, 400, 90, 7)}" fill="${spec.scene === 'snow' ? '#f8fafc' : accent}"/>`
      )
    case 'forest':
      return (
        `<polygon points="${ridge(next, 360, 60, 5)}" fill="${land}"/>` +
        Array.from({ length: 14 }, (_, i) => {
          const x = 20 + i * 56 + next() * 20
          const h = 90 + next() * 70
          return `<polygon points="${x},${HEIGHT - 60 - h} ${x - 28},${HEIGHT - 40} ${x + 28},${HEIGHT - 40}" fill="${accent}"/>`
        }).join('')
      )
    case 'city':
      return (
        `<polygon points="${ridge(next, 380, 40, 3)}" fill="${land}"/>` +
        Array.from({ length: 11 }, (_, i) => {
          const h = 90 + next() * 170
          return `<rect x="${i * 74}" y="${HEIGHT - 60 - h}" width="64" height="${h}" fill="${i % 2 ? accent : horizon}"/>`
        }).join('') +
        water(horizon, HEIGHT - 60)
      )
    case 'aurora':
      return (
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M0 ${140 + i * 40} Q 200 ${40 + i * 50} 400 ${150 + i * 30} T 800 ${110 + i * 40}" stroke="${accent}" stroke-width="${26 - i * 6}" fill="none" opacity="${0.55 - i * 0.12}"/>`,
          )
          .join('') + `<polygon points="${ridge(next, 380, 110, 6)}" fill="${land}"/>`
      )
    case 'food':
      return (
        `<rect x="0" y="320" width="${WIDTH}" height="200" fill="${land}"/>` +
        `<ellipse cx="400" cy="390" rx="210" ry="70" fill="#f8fafc"/><ellipse cx="400" cy="385" rx="150" ry="46" fill="${accent}"/>` +
        `<circle cx="350" cy="375" r="18" fill="${horizon}"/><circle cx="440" cy="380" r="14" fill="${horizon}"/>`
      )
    case 'museum':
      return (
        `<rect x="0" y="400" width="${WIDTH}" height="120" fill="${land}"/>` +
        `<polygon points="220,200 400,120 580,200" fill="${accent}"/><rect x="230" y="200" width="340" height="20" fill="${accent}"/>` +
        [0, 1, 2, 3, 4]
          .map((i) => `<rect x="${250 + i * 68}" y="225" width="30" height="175" fill="#f8fafc"/>`)
          .join('')
      )
  }
}

export function drawScene(spec: SceneSpec) {
  const [sky, horizon, , accent] = spec.palette
  const next = random(`${spec.scene}${spec.palette.join('')}`)
  const sunX = Math.round(120 + next() * 560)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${Math.round(90 + next() * 60)}" r="38" fill="${accent}" opacity="0.8"/>`,
    foreground(spec, next),
    '</svg>',
  ].join('')
}

const HEX = /^[0-9a-f]{6}$/i

/** `fjord-0b2a5b-7fb3d5-2e4a3f-f5c542` names a picture; anything else is not one. */
export function parseSceneName(name: string): SceneSpec | null {
  const [scene, ...colours] = name.split('-')
  if (!SCENES.includes(scene as Scene) || colours.length !== 4 || !colours.every((c) => HEX.test(c)))
    return null
  return { scene: scene as Scene, palette: colours.map((c) => `#${c.toLowerCase()}`) as SceneSpec['palette'] }
}

export const sceneUrl = (spec: SceneSpec) =>
  `/media/scenes/${spec.scene}-${spec.palette.map((c) => c.replace('#', '').toLowerCase()).join('-')}.svg`
