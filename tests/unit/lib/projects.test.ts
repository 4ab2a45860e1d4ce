// @vitest-environment node
import {
  portfolioItems,
  caseStudies,
  featuredProjects,
  projectV2Captions,
  PROJECT_V2_PER_PAGE,
  caseStudyNeighbours,
  getCaseStudy,
  portfolioFor,
  portfolioKey,
} from '@/content/projects'

describe('project lookups', () => {
  it('selects the gallery items of each page', () => {
    expect(portfolioFor('portfolio-v2-page')).toHaveLength(6)
    expect(portfolioFor('portfolio-v3-page')).toHaveLength(6)
    expect(PROJECT_V2_PER_PAGE).toBe(4)
  })

  it('gives every portfolio item a unique key although id 8 repeats', () => {
    expect(portfolioItems.filter((item) => item.id === 8)).toHaveLength(3)
    const keys = portfolioItems.map(portfolioKey)
    expect(new Set(keys).size).toBe(portfolioItems.length)
  })

  it('links the case studies in order, wrapping around at both ends', () => {
    const v1 = getCaseStudy('/project-details-v1')
    const v2 = getCaseStudy('/project-details-v2')
    expect(caseStudyNeighbours('/project-details-v1')).toEqual({
      previous: { href: '/project-details-v2', label: 'Previous project', title: v2.title },
      next: { href: '/project-details-v2', label: 'Next project', title: v2.title },
    })
    expect(caseStudyNeighbours('/project-details-v2')).toEqual({
      previous: { href: '/project-details-v1', label: 'Previous project', title: v1.title },
      next: { href: '/project-details-v1', label: 'Next project', title: v1.title },
    })
  })
})

describe('project content', () => {
  it('project details v1 is the spec case study', () => {
    const study = getCaseStudy('/project-details-v1')
    expect(study.tag).toBe('Consulting')
    expect(study.title).toBe('Tax File Preparation & Consulting')
    expect(study.steps.map((step) => step.title)).toEqual([
      'Collect Info',
      'Research & Solution',
      'Finalize Result',
    ])
    expect(study.stats.length).toBeGreaterThanOrEqual(3)
  })

  it('project details v2 has exactly three carousel images of one size', () => {
    const { images } = getCaseStudy('/project-details-v2')
    expect(images).toHaveLength(3)
    expect(new Set(images.map((image) => `${image.width}x${image.height}`)).size).toBe(1)
  })

  it('features one article per category tag, with the fixed v2 captions', () => {
    expect(featuredProjects.map((project) => project.tag)).toEqual([
      'Consulting',
      'Payments',
      'DESIGN',
      'Banking',
    ])
    expect(projectV2Captions).toEqual(['PRINT', 'DESIGN', 'Tax Preparation'])
  })

  it('uses only existing, meaningfully described images', async () => {
    const { existsSync } = await import('node:fs')
    const path = await import('node:path')
    const images = [
      ...featuredProjects.map((project) => project.image),
      ...caseStudies.flatMap((study) => study.images),
    ]
    for (const image of images) {
      expect(existsSync(path.join(process.cwd(), 'public', image.src)), image.src).toBe(true)
      expect(image.alt.length).toBeGreaterThan(20)
    }
  })
})
